import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'

/** Any path no route knows: a real 404 inside the site's layout, in the visitor's language. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

export default function UnknownPage(): never {
  notFound()
}
