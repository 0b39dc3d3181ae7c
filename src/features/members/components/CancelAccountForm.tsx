'use client'

import { Link } from '@/ui/Link'
import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useEffect, useRef, useState } from 'react'

import { FormField, inputClass, primaryButtonClass } from '@/ui/FormField'
import { toast } from '@/ui/toast'
import { forgetMember } from '@/features/members/memberState'
import { CODE_LENGTH, CODE_PATTERN, memberRuleValues } from '@/features/members/ruleValues'
import { callApi, storedToken } from '@/lib/apiClient'
import { requestFailureKey } from '@/lib/requestFailure'
import { localizedHref, pages } from '@/siteMap'

import { GetCodeButton } from './GetCodeButton'

/**
 * Cancelling the account: a code sent to the member's own mobile (purpose `cancel`) and a ticked
 * confirmation, then one call (/api/member/cancel). The page is not reloaded afterwards (it is
 * members-only): it says what happened, and the header shows a visitor again.
 */
export function CancelAccountForm({ mobile }: { mobile: string }) {
  const t = useTranslations('memberData.cancel')
  const tMember = useTranslations('member')
  const locale = useLocale()
  const [code, setCode] = useState('')
  const [understood, setUnderstood] = useState(false)
  const [sending, setSending] = useState(false)
  const [done, setDone] = useState(false)
  const codeField = useRef<HTMLInputElement>(null)

  async function cancel(event: React.FormEvent) {
    event.preventDefault()
    if (!CODE_PATTERN.test(code.trim())) {
      toast.error(tMember('rules.codeRequired', memberRuleValues))
      codeField.current?.focus()
      return
    }
    if (!understood) {
      toast.error(t('confirmRequired'))
      return
    }
    setSending(true)
    try {
      const reply = await callApi('/api/member/cancel', { code: code.trim() }, { locale, token: storedToken() })
      if (reply.code === 1) {
        forgetMember()
        toast.success(reply.msg)
        setDone(true)
      } else {
        toast.error(reply.msg)
      }
    } catch (error) {
      toast.error(tMember(requestFailureKey(error)))
    } finally {
      setSending(false)
    }
  }

  if (done) return <CancellationDone />
  return (
    <form noValidate onSubmit={cancel} className="space-y-4">
      <FormField id="cancel-code" label={t('code', { mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` })} required>
        {(control) => (
          <div className="flex flex-col gap-2 min-[360px]:flex-row">
            <input
              {...control}
              ref={codeField}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              placeholder={tMember('placeholders.code', memberRuleValues)}
              className={inputClass}
            />
            <GetCodeButton purpose="cancel" mobile={() => mobile} onMobileProblem={() => undefined} />
          </div>
        )}
      </FormField>
      <label htmlFor="cancel-understand" className="flex items-start gap-2 text-sm text-slate-700">
        <input
          id="cancel-understand"
          type="checkbox"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
          className="mt-0.5 size-4 accent-brand"
        />
        <span>{t('understand')}</span>
      </label>
      <button type="submit" disabled={sending} className={`${primaryButtonClass} bg-red-700 hover:bg-red-800`}>
        {sending ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}

function CancellationDone() {
  const t = useTranslations('memberData.cancel')
  const locale = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  // the form that had the focus is gone: the screen reader continues from the new heading
  useEffect(() => heading.current?.focus(), [])
  return (
    <div data-testid="cancellation-done">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {t('doneHeading')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('doneText')}</p>
      <Link href={localizedHref(locale, pages.home.path)} className={`${primaryButtonClass} mt-4`}>
        {t('home')}
      </Link>
    </div>
  )
}
