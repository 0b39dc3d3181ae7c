import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/siteUrl'

// SITE_URL is read when the site runs, not when it is built.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/cms-api', '/api'] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
