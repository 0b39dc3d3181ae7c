'use client'

import { useState, useSyncExternalStore } from 'react'

import { callApi, storedToken, TOKEN_KEY } from '@/lib/apiClient'
import { type Locale, localizedHref, pages } from '@/siteMap'

/** Another tab logging in or out changes the token; the server never knows it. */
const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}

export interface MemberStatusText {
  login: string
  register: string
  logout: string
}

/**
 * The header's member entry. The token lives in the browser (spec: local storage), so whether a
 * member is logged in is known only after hydration; until then the visitor's links show.
 */
export function MemberStatus({ locale, text, className = '' }: { locale: Locale; text: MemberStatusText; className?: string }) {
  const loggedIn = useSyncExternalStore(subscribeToStorage, () => storedToken() !== null, () => false)
  const [busy, setBusy] = useState(false)

  async function logOut() {
    setBusy(true)
    try {
      await callApi('/api/user/logout', {}, { locale, token: storedToken() })
    } catch {
      // the session ends on this device either way
    }
    try {
      window.localStorage.removeItem(TOKEN_KEY)
    } catch {
      // storage disabled: nothing was stored
    }
    window.location.reload()
  }

  const linkClass = 'underline-offset-4 hover:underline'
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      {loggedIn ? (
        <button type="button" onClick={logOut} disabled={busy} className={`${linkClass} cursor-pointer disabled:opacity-60`}>
          {text.logout}
        </button>
      ) : (
        <>
          <a href={localizedHref(locale, pages.login.path)} className={linkClass}>
            {text.login}
          </a>
          <a href={localizedHref(locale, pages.register.path)} className={linkClass}>
            {text.register}
          </a>
        </>
      )}
    </div>
  )
}
