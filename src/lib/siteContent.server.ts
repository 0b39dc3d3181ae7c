import 'server-only'

import { unstable_cache } from 'next/cache'

import type { TextPageKey } from '@/collections/TextPages'
import { listArticlePage, listArticles, readArticle } from '@/domain/articles'
import { listHonors, listJobDepartments, listMilestones, readTextPage, type TimelineKind } from '@/domain/company'
import { listCoreProducts } from '@/domain/coreProducts'
import { readSiteSettings } from '@/domain/settings'
import { getPayloadClient } from '@/lib/payload.server'
import { contentTags } from '@/lib/revalidate'
import type { Locale } from '@/siteMap'

/**
 * What the public pages read, cached across requests and expired by tag when editors publish
 * (the collections' afterChange hooks call revalidateContent). The arguments are part of each key.
 */
export const getSiteSettings = unstable_cache(
  async (locale: Locale) => readSiteSettings(await getPayloadClient(), locale),
  ['site-settings'],
  { tags: [contentTags.settings] },
)

export const getLatestNews = unstable_cache(
  async (locale: Locale, count: number) => listArticles(await getPayloadClient(), locale, count),
  ['latest-news'],
  { tags: [contentTags.articles] },
)

export const getAllNews = unstable_cache(async (locale: Locale) => listArticles(await getPayloadClient(), locale), ['all-news'], {
  tags: [contentTags.articles],
})

export const getNewsPage = unstable_cache(
  async (locale: Locale, page: number, limit: number) => listArticlePage(await getPayloadClient(), locale, page, limit),
  ['news-page'],
  { tags: [contentTags.articles] },
)

export const getArticle = unstable_cache(
  async (locale: Locale, id: string) => readArticle(await getPayloadClient(), locale, id),
  ['article'],
  { tags: [contentTags.articles] },
)

export const getTextPage = unstable_cache(
  async (locale: Locale, key: TextPageKey) => readTextPage(await getPayloadClient(), locale, key),
  ['text-page'],
  { tags: [contentTags.company] },
)

export const getHonors = unstable_cache(async (locale: Locale) => listHonors(await getPayloadClient(), locale), ['honors'], {
  tags: [contentTags.company],
})

export const getMilestones = unstable_cache(
  async (locale: Locale, kind: TimelineKind) => listMilestones(await getPayloadClient(), locale, kind),
  ['milestones'],
  { tags: [contentTags.company] },
)

export const getJobDepartments = unstable_cache(
  async (locale: Locale) => listJobDepartments(await getPayloadClient(), locale),
  ['job-departments'],
  { tags: [contentTags.company] },
)

export const getCoreProducts = unstable_cache(
  async (locale: Locale) => listCoreProducts(await getPayloadClient(), locale),
  ['core-products'],
  { tags: [contentTags.products] },
)
