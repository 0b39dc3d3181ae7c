'use client'

import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useState } from 'react'

import { toast } from '@/ui/toast'
import { forgetMember } from '@/features/members/memberState'
import { type ApiReply, callApi, storedToken } from '@/lib/apiClient'
import { requestFailureKey } from '@/lib/requestFailure'
import { localizedHref, pages } from '@/siteMap'
import { useRouter } from '@/ui/useRouter'

const LOG_IN_AGAIN = 401

/**
 * A call of the member's own space with their token: the reply's message as a toast, the page's
 * server parts read again after a success, and the login page when the session has ended.
 */
export function useAccountCall() {
  const t = useTranslations('member')
  const locale = useLocale()
  const router = useRouter()
  const [sending, setSending] = useState(false)

  async function send(path: `/api/member/${string}`, body: Record<string, unknown>): Promise<ApiReply | null> {
    setSending(true)
    try {
      const reply = await callApi(path, body, { locale, token: storedToken() })
      if (reply.code === 1) {
        toast.success(reply.msg)
        router.refresh()
      } else {
        toast.error(reply.msg)
        if (reply.code === LOG_IN_AGAIN) {
          forgetMember()
          router.push(`${localizedHref(locale, pages.login.path)}?${new URLSearchParams({ redirect: pages.account.path })}`)
        }
      }
      return reply
    } catch (error) {
      toast.error(t(requestFailureKey(error)))
      return null
    } finally {
      setSending(false)
    }
  }

  return { send, sending }
}
