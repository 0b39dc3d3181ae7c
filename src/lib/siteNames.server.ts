import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { readSiteNames } from '@/domain/siteNames'
import { getPayloadClient } from '@/lib/payload.server'
import { contentTags } from '@/lib/revalidate'
import type { Locale, NameRef } from '@/siteMap'
import { nameOf, type SiteNames } from '@/siteMap/names'

/**
 * Every page, menu and product name, in both languages: one cached read for a whole page (menu,
 * breadcrumb, heading, title, search), expired when an editor renames something (decision 017).
 */
export const getSiteNames: () => Promise<SiteNames> = cache(
  unstable_cache(async () => readSiteNames(await getPayloadClient()), ['site-names'], { tags: [contentTags.names] }),
)

/** The name of one site-map entry in a language. */
export async function siteName(locale: Locale, ref: NameRef): Promise<string> {
  return nameOf(await getSiteNames(), ref)[locale]
}
