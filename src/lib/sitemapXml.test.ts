import { describe, expect, it } from 'vitest'

import { type SitemapUrl, sitemapFile, URLS_PER_SITEMAP } from './sitemapXml'

const urls = (count: number): SitemapUrl[] =>
  Array.from({ length: count }, (_, i) => ({
    loc: `https://example.com/NewsDetail?id=${i}&x=1`,
    alternates: [['zh-CN', `https://example.com/NewsDetail?id=${i}&x=1`]],
  }))
const locs = (xml: string | null) => [...(xml ?? '').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])

describe('the sitemap', () => {
  it('lists every address in /sitemap.xml up to the protocol limit, with its language versions, escaped', () => {
    const xml = sitemapFile(urls(3))
    expect(xml).toContain('<urlset')
    expect(locs(xml)).toEqual([0, 1, 2].map((i) => `https://example.com/NewsDetail?id=${i}&amp;x=1`))
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-CN" href="https://example.com/NewsDetail?id=0&amp;x=1" />')
    expect(URLS_PER_SITEMAP).toBe(50_000)
  })

  it('past the limit becomes an index of parts, each within the limit and together holding every address', () => {
    const all = urls(25)
    const index = sitemapFile(all, undefined, 10)
    expect(index).toContain('<sitemapindex')
    expect(locs(index).map((loc) => new URL(loc).pathname)).toEqual(['/sitemap/0.xml', '/sitemap/1.xml', '/sitemap/2.xml'])
    const parts = [0, 1, 2].map((part) => locs(sitemapFile(all, part, 10)))
    expect(parts.map((part) => part.length)).toEqual([10, 10, 5])
    expect(parts.flat()).toEqual(locs(sitemapFile(all, undefined, 100)))
    expect(sitemapFile(all, 3, 10)).toBeNull()
  })
})
