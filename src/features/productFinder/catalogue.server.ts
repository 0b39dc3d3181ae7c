import 'server-only'

import { unstable_cache } from 'next/cache'

import { getPayloadClient } from '@/lib/payload.server'
import { contentTags } from '@/lib/revalidate'

import { listCatalogueProducts } from './productSpecs'

/** Every product with its specifications: one cached read, expired when editors publish a product. */
export const cachedCatalogueProducts = unstable_cache(
  async () => listCatalogueProducts(await getPayloadClient()),
  ['finder:catalogue-products'],
  { tags: [contentTags.products] },
)
