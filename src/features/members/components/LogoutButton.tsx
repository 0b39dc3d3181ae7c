'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { toast } from 'sonner'

import { useRouter } from '@/i18n/navigation'
import { callApi, storedToken } from '@/lib/apiClient'
import { forgetMember } from '@/features/members/memberState'

/**
 * Log out (the spec shows none; a member on a shared computer needs it). The server ends the
 * session and clears its cookie; the page then re-renders as a visitor's, so a member-only page
 * sends the visitor to login.
 */
export function LogoutButton({ label, className }: { label?: string; className?: string }) {
  const t = useTranslations('member')
  const locale = useLocale()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function logOut() {
    setBusy(true)
    try {
      const reply = await callApi('/api/user/logout', {}, { locale, token: storedToken() })
      if (reply.code === 1) toast.success(reply.msg || t('status.loggedOut'))
      else toast.error(reply.msg)
    } catch {
      // offline: this browser forgets the member anyway; the session expires on the server
      toast.success(t('status.loggedOut'))
    }
    forgetMember()
    setBusy(false)
    router.refresh()
  }

  return (
    <button type="button" onClick={logOut} disabled={busy} className={className}>
      {label ?? t('status.logout')}
    </button>
  )
}
