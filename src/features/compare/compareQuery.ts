import { isCatalogueProductKey } from '@/features/catalogue/productKeys'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { COMPARE_MAX_PRODUCTS, COMPARE_PRODUCT_PARAM, compareQueryString } from './compareAddress'

export { COMPARE_MAX_PRODUCTS }

/** How many `p=` values are read at all: a longer address is someone else's mistake, not a list to echo back. */
const READ_AT_MOST = 20
/** An unknown key is quoted back in the notice, shortened. */
const QUOTED_KEY_LENGTH = 40

/** What a comparison address asks for, sorted into what the page can show and what it says it left out. */
export interface CompareSelection {
  /** Known product keys in the address's order, without repeats, at most four. */
  keys: string[]
  /** Values of `p` that name no product (shortened, without repeats). */
  unknown: string[]
  /** Known products past the fourth. */
  leftOut: string[]
  /** `same=hide`: the rows where every product says the same are folded away. */
  hideSame: boolean
}

type Query = Record<string, string | string[] | undefined>

const valuesOf = (value: string | string[] | undefined): string[] => (Array.isArray(value) ? value : value === undefined ? [] : [value])

/**
 * `/compare?p=vacuumValve:1&p=presysModel:16&same=hide` read into the products to show, in their
 * order. `isKnown` narrows the site map's products to those the catalogue holds (a hidden Presys
 * model counts as unknown).
 */
export function parseCompareQuery(query: Query, isKnown: (key: string) => boolean = isCatalogueProductKey): CompareSelection {
  const requested = [...new Set(valuesOf(query[COMPARE_PRODUCT_PARAM]).map((value) => value.trim()))].filter(Boolean).slice(0, READ_AT_MOST)
  const known = requested.filter(isKnown)
  const unknown = [...new Set(requested.filter((key) => !isKnown(key)).map((key) => key.slice(0, QUOTED_KEY_LENGTH)))]
  return {
    keys: known.slice(0, COMPARE_MAX_PRODUCTS),
    unknown,
    leftOut: known.slice(COMPARE_MAX_PRODUCTS),
    hideSame: valuesOf(query.same).includes('hide'),
  }
}

/** The comparison's address for these products. */
export const compareHref = (locale: Locale, keys: readonly string[], options: { hideSame?: boolean } = {}): string =>
  localizedHref(locale, pages.compare.path) + compareQueryString(keys, options)
