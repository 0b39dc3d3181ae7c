import 'server-only'

import { unstable_cache } from 'next/cache'

import { readPageSeo, readRecordSeo, type SeoRecord, type SeoView } from '@/domain/seo'
import { getPayloadClient } from '@/lib/payload.server'
import { type ContentTag, contentTags } from '@/lib/revalidate'
import type { Locale, PageKey } from '@/siteMap'

/** Each kind of record under its own tag, so that publishing news does not expire product pages. */
const recordSeoCache = (tag: ContentTag) =>
  unstable_cache(
    async (locale: Locale, record: SeoRecord) => readRecordSeo(await getPayloadClient(), locale, record),
    ['record-seo', tag],
    { tags: [tag] },
  )

const recordSeoByTag = {
  articles: recordSeoCache(contentTags.articles),
  products: recordSeoCache(contentTags.products),
  company: recordSeoCache(contentTags.company),
}

const tagOf: Record<SeoRecord['collection'], keyof typeof recordSeoByTag> = {
  articles: 'articles',
  'vacuum-valves': 'products',
  'presys-models': 'products',
  'other-products': 'products',
  'text-pages': 'company',
}

/** The SEO of an article, product or page text (cached, expired when the record is saved). */
export const getRecordSeo = (locale: Locale, record: SeoRecord): Promise<SeoView> =>
  recordSeoByTag[tagOf[record.collection]](locale, record)

/** The SEO of a page without a record (cached, expired when the Page SEO global is saved). */
export const getPageSeo = unstable_cache(
  async (locale: Locale, page: PageKey) => readPageSeo(await getPayloadClient(), locale, page),
  ['page-seo'],
  { tags: [contentTags.seo] },
)
