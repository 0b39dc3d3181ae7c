import type { Metadata } from 'next'

import { absoluteUrl } from '@/lib/siteUrl'
import { defaultLocale, type Locale, locales } from '@/siteMap'

const htmlLang: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }

/**
 * A page's title and description in its language, its canonical address and its other-language
 * version (hreflang), with absolute URLs from SITE_URL.
 */
export function pageMetadata(options: {
  locale: Locale
  path: string
  title: string
  description: string
  /** The languages the page exists in; all by default. */
  languages?: readonly Locale[]
}): Metadata {
  const { locale, path, title, description, languages = locales } = options
  const url = absoluteUrl(locale, path)
  const versions: Record<string, string> = Object.fromEntries(languages.map((l) => [htmlLang[l], absoluteUrl(l, path)]))
  if (languages.includes(defaultLocale)) versions['x-default'] = absoluteUrl(defaultLocale, path)
  return {
    title,
    description,
    alternates: { canonical: url, languages: versions },
    openGraph: { title, description, url, locale: htmlLang[locale].replace('-', '_'), type: 'website' },
  }
}

export { htmlLang }
