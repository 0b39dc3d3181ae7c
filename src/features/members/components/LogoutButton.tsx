'use client'

import { useState } from 'react'

import { toast } from '@/ui/toast'
import { callApi, storedToken } from '@/lib/apiClient'
import { forgetMember } from '@/features/members/memberState'
import type { Locale } from '@/siteMap'
import { useRouter } from '@/ui/useRouter'

/**
 * Log out (a member on a shared computer needs it). The server ends the
 * session and clears its cookie; the page then re-renders as a visitor's, so a member-only page
 * sends the visitor to login.
 */
export function LogoutButton({
  locale,
  text,
  className,
}: {
  locale: Locale
  /** The button, and the toast after logging out (texts from the server: the header needs no message bundle). */
  text: { logout: string; loggedOut: string }
  className?: string
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function logOut() {
    setBusy(true)
    try {
      const reply = await callApi('/api/user/logout', {}, { locale, token: storedToken() })
      if (reply.code === 1) toast.success(reply.msg || text.loggedOut)
      else toast.error(reply.msg)
    } catch {
      // offline: this browser forgets the member anyway; the session expires on the server
      toast.success(text.loggedOut)
    }
    forgetMember()
    setBusy(false)
    router.refresh()
  }

  return (
    <button type="button" onClick={logOut} disabled={busy} className={className}>
      {text.logout}
    </button>
  )
}
