'use client'

import { Link } from '@/ui/Link'
import { useTranslations } from '@/i18n/clientTranslations'
import { useEffect, useRef } from 'react'

import { primaryButtonClass, secondaryButtonClass } from '@/ui/FormField'
import { type Locale, localizedHref } from '@/siteMap'

import type { SentRequest } from './trackedRequest'

/** What a customer sees once the request is taken: the RMA number, the return form, tracking, and what comes next. */
export function RequestSent({ locale, sent, onAnother }: { locale: Locale; sent: SentRequest; onAnother: () => void }) {
  const t = useTranslations('serviceRequest.done')
  const heading = useRef<HTMLHeadingElement>(null)
  // the form that had the focus is gone: the screen reader continues from the new heading
  useEffect(() => {
    heading.current?.focus()
    heading.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <section
      aria-labelledby="request-sent-heading"
      className="rounded-lg border border-green-200 bg-green-50/60 p-6 sm:p-8"
      data-testid="request-sent"
    >
      <h2 id="request-sent-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {t('heading')}
      </h2>
      <p className="mt-4 text-sm font-medium text-slate-600">{t('rmaLabel')}</p>
      <p className="mt-1 font-mono text-3xl font-bold tracking-wide break-all text-brand sm:text-4xl" data-testid="rma-number">
        {sent.rma}
      </p>
      <p className="mt-2 text-slate-700">{t('rmaText')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href={sent.returnFormPath} target="_blank" rel="noopener" className={primaryButtonClass}>
          {t('returnForm')}
          <span className="sr-only">{t('opensInNewTab')}</span>
        </a>
        <Link href={localizedHref(locale, sent.trackPath)} className={secondaryButtonClass}>
          {t('track')}
        </Link>
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('returnFormHint')}</p>
      <h3 className="mt-8 text-lg font-semibold text-slate-900">{t('nextHeading')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        <li>{t('next1')}</li>
        <li>{t('next2')}</li>
        <li>{t('next3')}</li>
        <li>{t('next4')}</li>
      </ol>
      <button type="button" onClick={onAnother} className="mt-8 text-sm font-medium text-brand underline-offset-2 hover:underline">
        {t('another')}
      </button>
    </section>
  )
}
