import type { Locale } from '@/siteMap'

import type { CatalogueProduct } from '@/features/specs/productSpecs'
import { flangeStandards } from '@/features/specs/specOptions'

/** What the add-to-quote dialog needs of a product, in the page's language. */
export interface QuoteProduct {
  key: string
  title: string
  sizes: number[]
  flanges: { value: string; label: string }[]
}

/** Of any product that has a key, a name and its sizes and flanges (a catalogue product, the finder's). */
export const quoteProductOf = (
  product: Pick<CatalogueProduct, 'key' | 'title'> & { specs: Pick<CatalogueProduct['specs'], 'sizes' | 'flanges'> },
  locale: Locale,
): QuoteProduct => ({
  key: product.key,
  title: product.title[locale],
  sizes: product.specs.sizes,
  flanges: product.specs.flanges.map((value) => ({ value, label: flangeStandards[value][locale] })),
})
