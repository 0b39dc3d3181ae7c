import { sitemapUrls } from '@/features/content/sitemap.server'
import { sitemapFile, xmlResponse } from '@/lib/sitemapXml'

export const dynamic = 'force-dynamic'

/** One part of a sitemap too long for one file: /sitemap/0.xml holds the first 50,000 addresses. */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d+)\.xml$/.exec((await params).part)
  const xml = match ? sitemapFile(await sitemapUrls(), Number(match[1])) : null
  return xml ? xmlResponse(xml) : new Response('Not found', { status: 404 })
}
