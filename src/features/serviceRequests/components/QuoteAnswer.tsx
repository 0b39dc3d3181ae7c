'use client'

import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useState } from 'react'

import { primaryButtonClass, secondaryButtonClass } from '@/ui/FormField'
import { toast } from '@/ui/toast'
import { SmsCodeField } from '@/features/members/components/SmsCodeField'
import { CODE_LENGTH } from '@/features/members/ruleValues'
import { callApi, storedToken } from '@/lib/apiClient'
import { requestFailureKey } from '@/lib/requestFailure'

import type { QuoteDecision } from '../statusRules'
import type { TrackedRequest } from './trackedRequest'

interface QuoteAnswerProps {
  request: TrackedRequest
  /** The mobile the visitor tracked the request with; null for a member, who needs no code. */
  mobile: string | null
  /** Called with the request as it stands after the answer, and the answer given. */
  onAnswered: (request: TrackedRequest, decision: QuoteDecision) => void
}

/** Accepting or declining a quote, one click each; a visitor first confirms with a code sent to the request's mobile. */
export function QuoteAnswer({ request, mobile, onAnswered }: QuoteAnswerProps) {
  const t = useTranslations()
  const locale = useLocale()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [answering, setAnswering] = useState(false)
  const codeId = `quote-code-${request.rma}`

  async function answer(decision: QuoteDecision) {
    if (mobile !== null && !new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code.trim())) {
      setProblem(t('api.serviceRequest.codeRequired', { codeLength: CODE_LENGTH }))
      document.getElementById(codeId)?.focus()
      return
    }
    setAnswering(true)
    try {
      const body = mobile === null ? { rma: request.rma, decision } : { rma: request.rma, mobile, code: code.trim(), decision }
      const reply = await callApi<TrackedRequest | { requests: TrackedRequest[] }>('/api/serviceRequest/answerQuote', body, {
        locale,
        token: storedToken(),
      })
      if (reply.code !== 1) {
        setProblem(reply.msg)
        toast.error(reply.msg)
        return
      }
      const answered = 'requests' in reply.data ? reply.data.requests[0] : reply.data
      setProblem(null)
      if (answered) onAnswered(answered, decision)
    } catch (error) {
      toast.error(t(`member.${requestFailureKey(error)}`))
    } finally {
      setAnswering(false)
    }
  }

  return (
    <section aria-labelledby={`quote-${request.rma}`} className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id={`quote-${request.rma}`} className="font-semibold text-slate-900">
        {t('serviceRequest.track.quoteHeading')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('serviceRequest.track.quoteText')}</p>
      {mobile !== null && (
        <div className="mt-3">
          <p className="mb-2 text-sm text-slate-700">{t('serviceRequest.track.quoteCodeText', { mobile })}</p>
          <SmsCodeField
            id={codeId}
            label={t('serviceRequest.track.code')}
            error={problem ?? undefined}
            input={{ value: code, onChange: (event) => setCode(event.target.value) }}
            purpose="serviceRequest"
            mobile={() => mobile}
            onMobileProblem={() => undefined}
          />
        </div>
      )}
      {mobile === null && problem && <p className="mt-2 text-sm text-red-600">{problem}</p>}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" disabled={answering} onClick={() => void answer('approve')} className={primaryButtonClass}>
          {t('serviceRequest.track.approve')}
        </button>
        <button type="button" disabled={answering} onClick={() => void answer('decline')} className={secondaryButtonClass}>
          {t('serviceRequest.track.decline')}
        </button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-600">
        {answering ? t('serviceRequest.track.answering') : ''}
      </p>
    </section>
  )
}
