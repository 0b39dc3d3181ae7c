'use client'

import { useTranslations } from '@/i18n/clientTranslations'

import { type TimelineStep, timelineSteps, type TrackedRequest } from './trackedRequest'

/** When a step was reached, in China's time as the service centre keeps it. */
export const shownTime = (locale: string, at: string) =>
  new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  }).format(new Date(at))

/** What staff reported at a step: the findings, the quote, the test results, the parcel on its way back. */
function StepDetails({ step, request, locale }: { step: TimelineStep; request: TrackedRequest; locale: string }) {
  const t = useTranslations('serviceRequest.track')
  const facts: [string, string][] = []
  if (step.status === 'inspected' && request.findings) facts.push([t('findings'), request.findings])
  if (step.status === 'quoted' && request.quote) {
    const amount = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', { style: 'currency', currency: request.quote.currency })
    facts.push([t('quoteAmount'), amount.format(request.quote.amount)])
    if (request.quote.leadTimeDays) facts.push([t('leadTime'), t('leadTimeDays', { days: request.quote.leadTimeDays })])
  }
  if (step.status === 'testing' && request.testResults) facts.push([t('testResults'), request.testResults])
  if (step.status === 'shipped' && request.shipping?.carrier) facts.push([t('carrier'), request.shipping.carrier])
  if (step.status === 'shipped' && request.shipping?.trackingNumber) facts.push([t('trackingNumber'), request.shipping.trackingNumber])
  if (step.state === 'ahead' || (facts.length === 0 && !step.note)) return null
  return (
    <div className="mt-1 text-sm text-slate-700">
      {step.note && <p className="whitespace-pre-line">{step.note}</p>}
      {facts.length > 0 && (
        <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="break-words whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  )
}

const marker: Record<TimelineStep['state'], string> = {
  done: 'border-brand bg-brand',
  current: 'border-brand bg-white ring-4 ring-brand/20',
  ahead: 'border-slate-300 bg-white',
}

/** The request's steps from sending to closing as an ordered list, the step it stands at marked as current. */
export function RequestTimeline({ request, locale }: { request: TrackedRequest; locale: string }) {
  const t = useTranslations('serviceRequest')
  return (
    <ol aria-label={t('track.timeline')} className="relative mt-4 space-y-4 border-l-2 border-slate-200 pl-6">
      {timelineSteps(request).map((step) => (
        <li key={step.status} aria-current={step.state === 'current' ? 'step' : undefined} className="relative">
          <span
            aria-hidden="true"
            className={`absolute top-1 -left-[calc(1.5rem+7px)] size-3 rounded-full border-2 ${marker[step.state]}`}
          />
          <p className={step.state === 'ahead' ? 'text-slate-400' : 'font-medium text-slate-900'}>
            {t(`status.${step.status}`)}
            {step.state === 'current' && <span className="sr-only"> ({t('track.current')})</span>}
          </p>
          {step.at && <p className="text-xs text-slate-500">{shownTime(locale, step.at)}</p>}
          <StepDetails step={step} request={request} locale={locale} />
        </li>
      ))}
    </ol>
  )
}
