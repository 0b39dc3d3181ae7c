import { type Locale, localizedHref } from '@/siteMap'

/** The public origin of the site, for absolute links (hreflang, canonical, sitemap). */
export const siteUrl = (): string => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')

/** The absolute URL of a path in a language. */
export const absoluteUrl = (locale: Locale, path: string): string => `${siteUrl()}${localizedHref(locale, path)}`
