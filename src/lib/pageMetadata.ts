import type { Metadata } from 'next'

import { absoluteUrl } from '@/lib/siteUrl'
import { defaultLocale, type Locale } from '@/siteMap'

const htmlLang: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }

/**
 * A page's title and description in its language, its canonical address and its other-language
 * version (hreflang), with absolute URLs from SITE_URL.
 */
export function pageMetadata(options: { locale: Locale; path: string; title: string; description: string }): Metadata {
  const { locale, path, title, description } = options
  const url = absoluteUrl(locale, path)
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: {
        [htmlLang.zh]: absoluteUrl('zh', path),
        [htmlLang.en]: absoluteUrl('en', path),
        'x-default': absoluteUrl(defaultLocale, path),
      },
    },
    openGraph: { title, description, url, locale: htmlLang[locale].replace('-', '_'), type: 'website' },
  }
}

export { htmlLang }
