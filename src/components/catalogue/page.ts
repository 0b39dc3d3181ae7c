import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { defaultLocale, isLocale, type Locale, localizedHref } from '@/siteMap'

/** The props Next gives a page under /[locale]. */
export interface LocalePageProps {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The page's language, set for next-intl's server functions (the layout rejects unknown ones). */
export async function pageLocale(params: LocalePageProps['params']): Promise<Locale> {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : defaultLocale
  setRequestLocale(locale)
  return locale
}

/** The first value of a query parameter (`?type=2&type=4` reads 2). */
export const firstParam = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value) ?? ''

export const siteUrl = (): string => process.env.SITE_URL ?? 'http://localhost:3000'

/** Title, description and the two language versions of a page, for search engines. */
export function catalogueMetadata(locale: Locale, path: string, title: string, description?: string): Metadata {
  return {
    title,
    description: description || undefined,
    alternates: {
      canonical: localizedHref(locale, path),
      languages: { zh: localizedHref('zh', path), en: localizedHref('en', path), 'x-default': path },
    },
  }
}
