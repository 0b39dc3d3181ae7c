import { sitemapUrls } from '@/features/content/sitemap.server'
import { sitemapFile, xmlResponse } from '@/lib/sitemapXml'

// Built on request: the database and SITE_URL belong to the running site, not to the build.
export const dynamic = 'force-dynamic'

/** The whole sitemap, or past 50,000 addresses an index of its parts (/sitemap/0.xml …). */
export async function GET() {
  return xmlResponse(sitemapFile(await sitemapUrls()) ?? '')
}
