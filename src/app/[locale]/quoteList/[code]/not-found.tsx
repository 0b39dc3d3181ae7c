import { getLocale, getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/ui/ButtonLink'
import { container } from '@/ui/layout'
import { isLocale, localizedHref, pages } from '@/siteMap'

/** A share code that is unknown or past its 90 days: say so, and offer the way to a new list. */
export default async function SharedQuoteListGone() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : 'zh'
  const t = await getTranslations({ locale, namespace: 'finder.quote' })
  return (
    <div className={`${container} flex flex-col items-start gap-6 py-24`}>
      <p className="text-6xl font-bold text-accent-strong" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-brand">{t('sharedGoneTitle')}</h1>
      <p className="text-slate-700">{t('sharedGone')}</p>
      <ButtonLink href={`${localizedHref(locale, pages.contactUs.path)}#quote`}>{t('openList')}</ButtonLink>
    </div>
  )
}
