import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import type { TextPageKey } from '@/collections/TextPages'
import { listArticleIds, listArticlePage, listArticles, readArticle } from '@/domain/articles'
import { findOtherProduct, findPresysModel, findVacuumValve, listFaqs, listPresysModels } from '@/domain/catalogue'
import { listHonors, listJobDepartments, listMilestones, readTextPage, type TimelineKind } from '@/domain/company'
import { listContactCards } from '@/domain/contactCards'
import { listCoreProducts } from '@/domain/coreProducts'
import { type DownloadType, listDownloads } from '@/domain/downloads'
import { readRedirects } from '@/domain/redirects'
import { readPageSeo, readRecordSeo, type SeoRecord, type SeoView } from '@/domain/seo'
import { readSiteSettings } from '@/domain/settings'
import { readSiteNames } from '@/domain/siteNames'
import { listCatalogueProducts } from '@/features/productFinder/productSpecs'
import { getPayloadClient } from '@/lib/payload.server'
import { type ContentTag, contentTags } from '@/lib/revalidate'
import type { Locale, OtherProductSlug, PageKey } from '@/siteMap'
import type { SiteNames } from '@/siteMap/names'

/**
 * Everything the public pages read from Payload, in one place: each read is cached across requests
 * (its arguments are part of the key) and expired by tag when editors publish (the collections'
 * hooks call revalidateContent with these tags). The reads themselves are plain functions over a
 * Payload client in `src/domain` and the features, where tests call them directly.
 * Member-only pages are dynamic, but their content still comes from this cache.
 */

const company = { tags: [contentTags.company] }
const articles = { tags: [contentTags.articles] }
const products = { tags: [contentTags.products] }

// Site-wide

/**
 * Every page, menu and product name, in both languages: one cached read for a whole page (menu,
 * breadcrumb, heading, title, search), expired when an editor renames something (decision 017).
 */
export const getSiteNames: () => Promise<SiteNames> = cache(
  unstable_cache(async () => readSiteNames(await getPayloadClient()), ['site-names'], { tags: [contentTags.names] }),
)

export const getSiteSettings = unstable_cache(
  async (locale: Locale) => readSiteSettings(await getPayloadClient(), locale),
  ['site-settings'],
  { tags: [contentTags.settings] },
)

/** The redirect table, cached until an editor changes a redirect (or a linked document). */
export const getRedirects = unstable_cache(async () => readRedirects(await getPayloadClient()), ['redirects'], {
  tags: [contentTags.redirects, contentTags.articles, contentTags.products, contentTags.company],
})

// SEO

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

const seoTagOf: Record<SeoRecord['collection'], keyof typeof recordSeoByTag> = {
  articles: 'articles',
  'vacuum-valves': 'products',
  'presys-models': 'products',
  'other-products': 'products',
  'text-pages': 'company',
}

/** The SEO of an article, product or page text (cached, expired when the record is saved). */
export const getRecordSeo = (locale: Locale, record: SeoRecord): Promise<SeoView> =>
  recordSeoByTag[seoTagOf[record.collection]](locale, record)

/** The SEO of a page without a record (cached, expired when the Page SEO global is saved). */
export const getPageSeo = unstable_cache(
  async (locale: Locale, page: PageKey) => readPageSeo(await getPayloadClient(), locale, page),
  ['page-seo'],
  { tags: [contentTags.seo] },
)

// News

export const getLatestNews = unstable_cache(
  async (locale: Locale, count: number) => listArticles(await getPayloadClient(), locale, count),
  ['latest-news'],
  articles,
)

export const getAllNews = unstable_cache(async (locale: Locale) => listArticles(await getPayloadClient(), locale), ['all-news'], articles)

export const getNewsPage = unstable_cache(
  async (locale: Locale, page: number, limit: number) => listArticlePage(await getPayloadClient(), locale, page, limit),
  ['news-page'],
  articles,
)

export const getArticle = unstable_cache(
  async (locale: Locale, id: string) => readArticle(await getPayloadClient(), locale, id),
  ['article'],
  articles,
)

/** The ids of the published articles in a language (the sitemap). */
export const getArticleIds = unstable_cache(
  async (locale: Locale) => listArticleIds(await getPayloadClient(), locale),
  ['article-ids'],
  articles,
)

// Company

export const getTextPage = unstable_cache(
  async (locale: Locale, key: TextPageKey) => readTextPage(await getPayloadClient(), locale, key),
  ['text-page'],
  company,
)

export const getHonors = unstable_cache(async (locale: Locale) => listHonors(await getPayloadClient(), locale), ['honors'], company)

export const getMilestones = unstable_cache(
  async (locale: Locale, kind: TimelineKind) => listMilestones(await getPayloadClient(), locale, kind),
  ['milestones'],
  company,
)

export const getJobDepartments = unstable_cache(
  async (locale: Locale) => listJobDepartments(await getPayloadClient(), locale),
  ['job-departments'],
  company,
)

export const getContactCards = unstable_cache(
  async (locale: Locale) => listContactCards(await getPayloadClient(), locale),
  ['contact-cards'],
  company,
)

// Catalogue (a download item's change expires `products` too)

export const getCoreProducts = unstable_cache(
  async (locale: Locale) => listCoreProducts(await getPayloadClient(), locale),
  ['core-products'],
  products,
)

export const getVacuumValve = unstable_cache(
  async (locale: Locale, pageNumber: number) => findVacuumValve(await getPayloadClient(), locale, pageNumber),
  ['catalogue:vacuum-valve'],
  products,
)

export const getPresysModels = unstable_cache(
  async (locale: Locale) => listPresysModels(await getPayloadClient(), locale),
  ['catalogue:presys-models'],
  products,
)

export const getPresysModel = unstable_cache(
  async (locale: Locale, modelId: number) => findPresysModel(await getPayloadClient(), locale, modelId),
  ['catalogue:presys-model'],
  products,
)

export const getOtherProduct = unstable_cache(
  async (locale: Locale, slug: OtherProductSlug) => findOtherProduct(await getPayloadClient(), locale, slug),
  ['catalogue:other-product'],
  products,
)

export const getFaqs = unstable_cache(
  async (locale: Locale, group: 'vacuumValve' | 'presysBrief') => listFaqs(await getPayloadClient(), locale, group),
  ['catalogue:faqs'],
  products,
)

/** Every product with its specifications (the product finder and the quote list). */
export const getCatalogueProducts = unstable_cache(
  async () => listCatalogueProducts(await getPayloadClient()),
  ['finder:catalogue-products'],
  products,
)

/** A download-centre tab with both titles of each item (the same list as /api/product/getDownloadList). */
export const getDownloadList = unstable_cache(
  async (type: DownloadType) => listDownloads(await getPayloadClient(), type),
  ['catalogue:download-list'],
  { tags: [contentTags.downloads] },
)
