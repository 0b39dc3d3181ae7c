import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isLocale, type Locale } from '@/siteMap'

export interface LocaleParams {
  params: Promise<{ locale: string }>
}

/**
 * The language of a page from its route segment. Registers it with next-intl so the page can
 * render statically; a segment that is no language is a 404.
 */
export async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
