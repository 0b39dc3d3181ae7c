// Kept apart from compareQuery.ts (which reads the site map) so that the browser's compare bar builds
// the same address without loading the site map.

/** How many products stand side by side: four columns still fit a printed page and a laptop. */
export const COMPARE_MAX_PRODUCTS = 4

/** The query's name for each compared product (`?p=…&p=…`), written by the links and the toggle's form. */
export const COMPARE_PRODUCT_PARAM = 'p'

/** The query of a comparison (`?p=vacuumValve:1&p=presysModel:16`); the colon of a key stays readable. */
export function compareQueryString(keys: readonly string[], options: { hideSame?: boolean } = {}): string {
  const params = keys.map((key) => `${COMPARE_PRODUCT_PARAM}=${encodeURIComponent(key).replaceAll('%3A', ':')}`)
  if (options.hideSame) params.push('same=hide')
  return params.length ? `?${params.join('&')}` : ''
}
