import type { Metadata } from 'next'

import type { SeoView, ShareImage } from '@/features/site/seo'
import { absoluteUrl, siteUrl } from '@/lib/siteUrl'
import { defaultLocale, type Locale, locales } from '@/siteMap'

const htmlLang: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }

/** Share images must be absolute: Payload gives its file URLs from the site root unless SITE_URL is set. */
const absoluteImage = (image: ShareImage) => ({
  url: /^https?:\/\//.test(image.url) ? image.url : `${siteUrl()}${image.url}`,
  width: image.width,
  height: image.height,
  alt: image.alt,
})

/**
 * A page's title and description in its language, its canonical address and its other-language
 * version (hreflang), with absolute URLs from SITE_URL; for shared links the same title and
 * description, and the share image. What editors set in `seo` replaces the page's own title and
 * description (its name and the start of its text).
 */
export function pageMetadata(options: {
  locale: Locale
  path: string
  title: string
  description: string
  /** The languages the page exists in; all by default. */
  languages?: readonly Locale[]
  /** What editors set for search and sharing (src/features/site/seo.ts). */
  seo?: SeoView
}): Metadata {
  const { locale, path, languages = locales, seo } = options
  const title = seo?.title || options.title
  const description = seo?.description || options.description
  const images = seo?.image ? [absoluteImage(seo.image)] : undefined
  const url = absoluteUrl(locale, path)
  const versions: Record<string, string> = Object.fromEntries(languages.map((l) => [htmlLang[l], absoluteUrl(l, path)]))
  if (languages.includes(defaultLocale)) versions['x-default'] = absoluteUrl(defaultLocale, path)
  return {
    title,
    description,
    alternates: { canonical: url, languages: versions },
    openGraph: { title, description, url, locale: htmlLang[locale].replace('-', '_'), type: 'website', images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  }
}

export { htmlLang }
