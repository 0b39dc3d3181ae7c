'use client'

import { useTranslations } from '@/i18n/clientTranslations'
import { useState } from 'react'

import type { QuoteDecision } from '../statusRules'
import { QuoteAnswer } from './QuoteAnswer'
import { RequestTimeline, shownTime } from './RequestTimeline'
import type { TrackedRequest } from './trackedRequest'

interface RequestCardProps {
  request: TrackedRequest
  locale: string
  /** The mobile the visitor tracked with; null for a member. */
  mobile: string | null
}

/** One request on the tracking page: what it is, its timeline, its return form and, while quoted, the answer to the quote. */
export function RequestCard({ request: tracked, locale, mobile }: RequestCardProps) {
  const t = useTranslations('serviceRequest')
  const [request, setRequest] = useState(tracked)
  const [answer, setAnswer] = useState<QuoteDecision | null>(null)
  const headingId = `request-${request.rma}`
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="tracked-request"
    >
      <h2 id={headingId} className="font-mono text-xl font-bold break-all text-brand">
        {request.rma}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('track.product')}</dt>
        <dd className="break-words">{request.productName}</dd>
        <dt className="text-slate-500">{t('track.kind')}</dt>
        <dd>{t(`kind.${request.kind}`)}</dd>
        <dt className="text-slate-500">{t('track.sentAt')}</dt>
        <dd>{shownTime(locale, request.createdAt)}</dd>
        <dt className="text-slate-500">{t('track.status')}</dt>
        <dd className="font-medium" data-testid="request-status">
          {t(`status.${request.status}`)}
        </dd>
      </dl>
      <RequestTimeline request={request} locale={locale} />
      {answer && (
        <p role="status" className="mt-4 rounded bg-green-50 p-3 text-sm text-green-800">
          {t(`track.${answer === 'approve' ? 'approved' : 'declined'}`)}
        </p>
      )}
      {request.canAnswerQuote && (
        <QuoteAnswer
          request={request}
          mobile={mobile}
          onAnswered={(answered, decision) => {
            setRequest(answered)
            setAnswer(decision)
          }}
        />
      )}
      <a href={request.returnFormPath} className="mt-4 inline-block text-sm font-medium text-brand underline-offset-2 hover:underline">
        {t('track.returnForm')}
      </a>
    </article>
  )
}
