import type { Metadata } from 'next'

import type { LocaleParams } from '@/i18n/pageLocale'
import { getSiteNames } from '@/features/content/content.server'
import { defaultLocale, isLocale, type PageKey } from '@/siteMap'

export interface MemberPageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The `redirect` query parameter (checked later by returnPath before it is followed). */
export async function redirectParam(searchParams: MemberPageProps['searchParams']): Promise<string | undefined> {
  const value = (await searchParams).redirect
  return Array.isArray(value) ? value[0] : value
}

/** Member screens are not for search engines. */
export async function memberPageMetadata(params: LocaleParams['params'], page: PageKey): Promise<Metadata> {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : defaultLocale
  const names = await getSiteNames()
  return { title: names.pages[page][locale], robots: { index: false, follow: true } }
}
