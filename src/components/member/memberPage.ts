import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'

import { defaultLocale, isLocale, type Locale, type PageKey, pages } from '@/siteMap'

export interface MemberPageProps {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function memberPageLocale(params: MemberPageProps['params']): Promise<Locale> {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : defaultLocale
  setRequestLocale(locale)
  return locale
}

/** The `redirect` query parameter (checked later by returnPath before it is followed). */
export async function redirectParam(searchParams: MemberPageProps['searchParams']): Promise<string | undefined> {
  const value = (await searchParams).redirect
  return Array.isArray(value) ? value[0] : value
}

/** Member screens are not for search engines. */
export async function memberPageMetadata(params: MemberPageProps['params'], page: PageKey): Promise<Metadata> {
  const { locale: raw } = await params
  const locale = isLocale(raw) ? raw : defaultLocale
  return { title: pages[page].title[locale], robots: { index: false, follow: true } }
}
