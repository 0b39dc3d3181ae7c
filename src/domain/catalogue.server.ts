import 'server-only'

import { unstable_cache } from 'next/cache'

import {
  findOtherProduct,
  findPresysModel,
  findTextPage,
  findVacuumValve,
  listDownloadsByType,
  listFaqs,
  listPresysModels,
  listPresysTimeline,
  listVacuumValves,
} from '@/domain/catalogue'
import { getPayloadClient } from '@/lib/payload.server'
import { contentTags } from '@/lib/revalidate'
import type { DownloadCentreType, Locale, OtherProductSlug } from '@/siteMap'

/**
 * The catalogue as pages read it: cached across requests (the arguments are part of the key) and
 * expired by tag when editors publish (a download item's change expires `products` too). Member-only pages are dynamic, but their data still comes
 * from this cache.
 */
const products = { tags: [contentTags.products] }

export const cachedVacuumValves = unstable_cache(
  async (locale: Locale) => listVacuumValves(await getPayloadClient(), locale),
  ['catalogue:vacuum-valves'],
  products,
)

export const cachedVacuumValve = unstable_cache(
  async (locale: Locale, pageNumber: number) => findVacuumValve(await getPayloadClient(), locale, pageNumber),
  ['catalogue:vacuum-valve'],
  products,
)

export const cachedPresysModels = unstable_cache(
  async (locale: Locale) => listPresysModels(await getPayloadClient(), locale),
  ['catalogue:presys-models'],
  products,
)

export const cachedPresysModel = unstable_cache(
  async (locale: Locale, modelId: number) => findPresysModel(await getPayloadClient(), locale, modelId),
  ['catalogue:presys-model'],
  products,
)

export const cachedOtherProduct = unstable_cache(
  async (locale: Locale, slug: OtherProductSlug) => findOtherProduct(await getPayloadClient(), locale, slug),
  ['catalogue:other-product'],
  products,
)

export const cachedFaqs = unstable_cache(
  async (locale: Locale, group: 'vacuumValve' | 'presysBrief') => listFaqs(await getPayloadClient(), locale, group),
  ['catalogue:faqs'],
  products,
)

/** Timelines revalidate with the company content (see the Timelines collection). */
export const cachedPresysTimeline = unstable_cache(
  async (locale: Locale) => listPresysTimeline(await getPayloadClient(), locale),
  ['catalogue:presys-timeline'],
  { tags: [contentTags.company] },
)

export const cachedTextPage = unstable_cache(
  async (locale: Locale, key: 'vacuumValveMain' | 'presysBrief' | 'presysProcess') =>
    findTextPage(await getPayloadClient(), locale, key),
  ['catalogue:text-page'],
  { tags: [contentTags.products, contentTags.company] },
)

export const cachedDownloads = unstable_cache(
  async (locale: Locale, types: readonly DownloadCentreType[]) => listDownloadsByType(await getPayloadClient(), locale, types),
  ['catalogue:downloads'],
  { tags: [contentTags.downloads] },
)

/** The brand of the company's own products in structured data. */
export const cachedCompanyName = unstable_cache(
  async (locale: Locale) => {
    const settings = await (await getPayloadClient()).findGlobal({ slug: 'site-settings', locale, depth: 0 })
    return settings.companyName ?? ''
  },
  ['catalogue:company-name'],
  { tags: [contentTags.settings] },
)
