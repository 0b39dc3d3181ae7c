'use client'

import { useSyncExternalStore } from 'react'

import { storedToken, TOKEN_KEY } from '@/lib/apiClient'

/**
 * The browser's member state: isLogin is true while a token is stored in
 * localStorage under `token`: found at start, or saved after login, registration or reset.
 * The server knows the member through the httpOnly cookie the same calls set.
 */
const listeners = new Set<() => void>()

const notify = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // another tab logging in or out changes this one too
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** Keeps the token of a member who just logged in, registered or reset their password. */
export function rememberMember(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_KEY, token)
  } catch {
    // storage refused (private mode): the cookie still carries the session for this visit
  }
  notify()
}

/** Forgets the member in this browser (log out, or the server said the token is stale). */
export function forgetMember(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY)
  } catch {
    // nothing stored
  }
  notify()
}

const isLoginNow = () => Boolean(storedToken())

/** isLogin for components: false on the server and in the first render, then the stored state. */
export function useIsLogin(): boolean {
  return useSyncExternalStore(subscribe, isLoginNow, () => false)
}

let checkedPage: string | null = null

/**
 * Asks the server once a page whether the stored token still opens a session, and forgets it when
 * not (staff disabled the member, or the session ended elsewhere). The pages themselves are the
 * same for everyone and cannot say it.
 */
export function confirmMemberSession(page: string): void {
  const token = storedToken()
  if (!token || checkedPage === page) return
  checkedPage = page
  fetch('/member-session', { headers: { UserToken: token }, cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<{ member?: boolean }>) : null))
    .then((reply) => {
      if (reply?.member === false && storedToken() === token) forgetMember()
    })
    .catch(() => undefined)
}
