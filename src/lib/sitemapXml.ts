import { siteUrl } from '@/lib/siteUrl'
import { escapeXml } from '@/lib/htmlEntities'

/** The sitemap protocol's limit of addresses in one file; past it, /sitemap.xml is an index of parts. */
export const URLS_PER_SITEMAP = 50_000

export interface SitemapUrl {
  loc: string
  /** hreflang → address */
  alternates: [string, string][]
}

function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (url) =>
        `<url>\n<loc>${escapeXml(url.loc)}</loc>\n${url.alternates
          .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href)}" />`)
          .join('\n')}\n</url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

/** The index of `parts` sitemap files (/sitemap/0.xml, /sitemap/1.xml …). */
function sitemapIndexXml(parts: number): string {
  const body = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeXml(`${siteUrl()}/sitemap/${i}.xml`)}</loc></sitemap>`).join(
    '\n',
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}

export const xmlResponse = (xml: string, status = 200) =>
  new Response(xml, {
    status,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=300' },
  })

/**
 * A sitemap file: /sitemap.xml (`part` undefined) lists every address, or past the limit is an
 * index of the parts; part n (/sitemap/n.xml) holds the n-th 50,000. Null: no such part.
 */
export function sitemapFile(urls: SitemapUrl[], part?: number, perFile = URLS_PER_SITEMAP): string | null {
  if (part === undefined) return urls.length <= perFile ? urlsetXml(urls) : sitemapIndexXml(Math.ceil(urls.length / perFile))
  const start = part * perFile
  if (!Number.isInteger(part) || part < 0 || start >= urls.length) return null
  return urlsetXml(urls.slice(start, start + perFile))
}
