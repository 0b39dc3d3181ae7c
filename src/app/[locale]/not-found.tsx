import type { Metadata } from 'next'
import { getLocale, getTranslations } from 'next-intl/server'

import { ButtonLink } from '@/ui/ButtonLink'
import { container } from '@/ui/layout'
import { isLocale, localizedHref, pages } from '@/siteMap'

async function visitorLocale() {
  const requested = await getLocale()
  return isLocale(requested) ? requested : 'zh'
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await visitorLocale(), namespace: 'notFound' })
  return { title: t('title') }
}

/** The 404 page, in the visitor's language, with a way home. */
export default async function NotFound() {
  const locale = await visitorLocale()
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <div className={`${container} flex flex-col items-start gap-6 py-24`}>
      <p className="text-6xl font-bold text-accent-strong" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-brand">{t('title')}</h1>
      <p className="text-slate-700">{t('text')}</p>
      <ButtonLink href={localizedHref(locale, pages.home.path)}>{t('home')}</ButtonLink>
    </div>
  )
}
