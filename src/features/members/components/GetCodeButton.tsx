'use client'

import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useEffect, useState } from 'react'

import { toast } from '@/ui/toast'

import { callApi } from '@/lib/apiClient'

import { type CodePurpose, memberRuleValues, type RuleMessage } from '@/features/members/ruleValues'
import { requestFailureKey } from '@/lib/requestFailure'
import { retryableImport } from '@/lib/retryableImport'
import { secondaryButtonClass } from '@/ui/FormField'

/** The rules (zod) come with the first press of the button, not with the page. */
const loadRules = retryableImport(() => import('@/features/members/rules'))

interface GetCodeButtonProps {
  /** The mobile number as typed now. */
  mobile: () => string
  purpose: CodePurpose
  /** Called when the mobile number is missing or wrong, so the form can point at it. */
  onMobileProblem: (message: RuleMessage) => void
}

/** Sends the SMS code, then counts down the wait the server names (`resendIn`), then offers a resend. */
export function GetCodeButton({ mobile, purpose, onMobileProblem }: GetCodeButtonProps) {
  const t = useTranslations('member')
  const locale = useLocale()
  const [sending, setSending] = useState(false)
  const [sentOnce, setSentOnce] = useState(false)
  const [resendAt, setResendAt] = useState<number | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (resendAt === null) return
    // the remaining time is computed from the clock, so a throttled background tab stays right
    const timer = window.setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= resendAt) setResendAt(null)
    }, 250)
    return () => window.clearInterval(timer)
  }, [resendAt])

  const secondsLeft = resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - now) / 1000))
  const waiting = secondsLeft > 0

  async function sendCode() {
    let rules: Awaited<ReturnType<typeof loadRules>>
    try {
      rules = await loadRules()
    } catch (error) {
      toast.error(t(requestFailureKey(error)))
      return
    }
    const checked = rules.mobileSchema.safeParse(mobile())
    if (!checked.success) {
      const problem = checked.error.issues[0].message as RuleMessage
      toast.error(t(`rules.${problem}`, memberRuleValues))
      onMobileProblem(problem)
      return
    }
    setSending(true)
    try {
      const reply = await callApi<{ resendIn: number }>('/api/user/sendCode', { mobile: checked.data, purpose }, { locale })
      if (reply.code === 1) {
        toast.success(reply.msg || t('code.sent'))
        setSentOnce(true)
        const started = Date.now()
        setNow(started)
        setResendAt(started + reply.data.resendIn * 1000)
      } else {
        toast.error(reply.msg)
      }
    } catch (error) {
      toast.error(t(requestFailureKey(error)))
    } finally {
      setSending(false)
    }
  }

  return (
    <button
      type="button"
      onClick={sendCode}
      disabled={sending || waiting}
      className={`${secondaryButtonClass} min-w-[9.5rem] shrink-0 whitespace-nowrap text-sm`}
      data-testid="get-code"
    >
      {waiting ? t('code.wait', { seconds: secondsLeft }) : sentOnce ? t('code.resend') : t('code.get')}
    </button>
  )
}
