import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { listArticleIds, listArticlePage, listArticles, readArticle } from '@/features/news/articles'
import { findOtherProduct, findPresysModel, findVacuumValve, listFaqs, listPresysModels } from '@/features/catalogue/catalogue'
import { listHonors, listJobDepartments, listMilestones, readTextPage } from '@/features/company/company'
import { listContactCards } from '@/features/company/contactCards'
import { listCoreProducts } from '@/features/catalogue/coreProducts'
import { listDownloads } from '@/features/downloads/downloads'
import { readRedirects } from '@/features/site/redirects'
import { readPageSeo, readRecordSeo, type SeoRecord, type SeoView } from '@/features/site/seo'
import { readSiteSettings } from '@/features/site/settings'
import { readSiteNames } from '@/features/site/siteNames'
import { listCatalogueProducts } from '@/features/specs/productSpecs'
import { getPayloadClient } from '@/lib/payload'
import { type ContentTag, contentTags } from '@/lib/revalidate'
import type { Locale } from '@/siteMap'
import type { SiteNames } from '@/siteMap/names'

/**
 * Everything the public pages read from Payload, in one place: each read is cached across requests
 * (its arguments are part of the key) and expired by tag when editors publish (the collections'
 * hooks call revalidateContent with these tags). The reads themselves are plain functions over a
 * Payload client in the features (`src/features/<area>/`), where tests call them directly.
 * Member-only pages are dynamic, but their content still comes from this cache.
 */

const keysInUse = new Set<string>()

/**
 * A read over the Payload client, cached across requests under `key` (its arguments are added to
 * it) and expired with `tags`. Every read shares this wrapper's code, which Next puts into the
 * key too, so two reads with one key would share their cache entries: refused at start-up.
 */
function cachedRead<Args extends unknown[], Result>(
  read: (payload: Payload, ...args: Args) => Promise<Result>,
  key: string[],
  tags: ContentTag[],
): (...args: Args) => Promise<Result> {
  const joined = key.join(',')
  if (keysInUse.has(joined)) throw new Error(`cachedRead: the cache key ${joined} is already used by another read`)
  keysInUse.add(joined)
  return unstable_cache(async (...args: Args) => read(await getPayloadClient(), ...args), key, { tags })
}

// Site-wide

/**
 * Every page, menu and product name, in both languages: one cached read for a whole page (menu,
 * breadcrumb, heading, title, search), expired when an editor renames something (decision 017).
 */
export const getSiteNames: () => Promise<SiteNames> = cache(
  cachedRead((payload) => readSiteNames(payload), ['site-names'], [contentTags.names]),
)

export const getSiteSettings = cachedRead(readSiteSettings, ['site-settings'], [contentTags.settings])

/** The redirect table, cached until an editor changes a redirect (or a linked document). */
export const getRedirects = cachedRead(
  readRedirects,
  ['redirects'],
  [contentTags.redirects, contentTags.articles, contentTags.products, contentTags.company],
)

// SEO

/** Each kind of record under its own tag, so that publishing news does not expire product pages. */
const recordSeoCache = (tag: ContentTag) => cachedRead(readRecordSeo, ['record-seo', tag], [tag])

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
export const getPageSeo = cachedRead(readPageSeo, ['page-seo'], [contentTags.seo])

// News

const articles = [contentTags.articles]

export const getLatestNews = cachedRead(
  (payload, locale: Locale, count: number) => listArticles(payload, locale, count),
  ['latest-news'],
  articles,
)

export const getAllNews = cachedRead((payload, locale: Locale) => listArticles(payload, locale), ['all-news'], articles)

export const getNewsPage = cachedRead(listArticlePage, ['news-page'], articles)

// never drafts: NewsDetail reads those (live preview) itself, uncached
export const getArticle = cachedRead((payload, locale: Locale, id: string) => readArticle(payload, locale, id), ['article'], articles)

/** The ids of the published articles in a language (the sitemap). */
export const getArticleIds = cachedRead(listArticleIds, ['article-ids'], articles)

// Company

const company = [contentTags.company]

export const getTextPage = cachedRead(readTextPage, ['text-page'], company)

export const getHonors = cachedRead(listHonors, ['honors'], company)

export const getMilestones = cachedRead(listMilestones, ['milestones'], company)

export const getJobDepartments = cachedRead(listJobDepartments, ['job-departments'], company)

export const getContactCards = cachedRead(listContactCards, ['contact-cards'], company)

// Catalogue (a download item's change expires `products` too)

const products = [contentTags.products]

export const getCoreProducts = cachedRead(listCoreProducts, ['core-products'], products)

export const getVacuumValve = cachedRead(findVacuumValve, ['catalogue:vacuum-valve'], products)

export const getPresysModels = cachedRead(listPresysModels, ['catalogue:presys-models'], products)

export const getPresysModel = cachedRead(findPresysModel, ['catalogue:presys-model'], products)

export const getOtherProduct = cachedRead(findOtherProduct, ['catalogue:other-product'], products)

export const getFaqs = cachedRead(listFaqs, ['catalogue:faqs'], products)

/** Every product with its specifications (the product finder and the quote list). */
export const getCatalogueProducts = cachedRead(listCatalogueProducts, ['finder:catalogue-products'], products)

/** A download-centre tab with both titles of each item (the same list as /api/product/getDownloadList). */
export const getDownloadList = cachedRead(listDownloads, ['catalogue:download-list'], [contentTags.downloads])
