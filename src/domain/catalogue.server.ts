import 'server-only'

import { unstable_cache } from 'next/cache'

import { findOtherProduct, findPresysModel, findVacuumValve, listFaqs, listPresysModels } from '@/domain/catalogue'
import { type DownloadType, listDownloads } from '@/domain/downloads'
import { getPayloadClient } from '@/lib/payload.server'
import { contentTags } from '@/lib/revalidate'
import type { Locale, OtherProductSlug } from '@/siteMap'

/**
 * The catalogue as pages read it: cached across requests (the arguments are part of the key) and
 * expired by tag when editors publish (a download item's change expires `products` too).
 * Member-only pages are dynamic, but their content still comes from this cache.
 */
const products = { tags: [contentTags.products] }

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

/** A download-centre tab with both titles of each item (the same list as /api/product/getDownloadList). */
export const cachedDownloadList = unstable_cache(
  async (type: DownloadType) => listDownloads(await getPayloadClient(), type),
  ['catalogue:download-list'],
  { tags: [contentTags.downloads] },
)
