import { type Locale, localizedHref } from '@/siteMap'

/** The public origin of the site, for absolute links (hreflang, canonical, sitemap). */
export const siteUrl = (): string => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '')

/** The absolute URL of a path in a language. */
export const absoluteUrl = (locale: Locale, path: string): string => `${siteUrl()}${localizedHref(locale, path)}`

/**
 * Said at startup when a production site does not know its public address: the links in
 * notification mails, the sitemap and the canonical URLs would point to localhost.
 */
export function siteUrlWarning(env: Record<string, string | undefined> = process.env): string | null {
  if (env.NODE_ENV !== 'production' || env.SITE_URL) return null
  return '[config] SITE_URL is not set: links in notification mails, the sitemap and canonical URLs point to http://localhost:3000. Set SITE_URL to the public address, e.g. https://www.example.com'
}
