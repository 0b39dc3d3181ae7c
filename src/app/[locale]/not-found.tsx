import type { Metadata } from 'next'
import { getLocale } from 'next-intl/server'

import { notFoundMetadata, PageNotFound } from '@/features/site/components/PageNotFound'
import { isLocale } from '@/siteMap'

async function visitorLocale() {
  const requested = await getLocale()
  return isLocale(requested) ? requested : 'zh'
}

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await visitorLocale())
}

/**
 * Next's 404 for a `notFound()` left in the tree (a route segment that is no language). The site's
 * pages answer "not found" with `PageNotFound` themselves, so that it is rendered on the server
 * (src/runtime/pageStatus.mjs).
 */
export default async function NotFound() {
  return <PageNotFound locale={await visitorLocale()} />
}
