import { localizedHref, locales, pages } from '@/siteMap'

import { filterValueUnderstood, finderQuery, isFilterName, parseFinderFilters, singleValued } from '@/features/specs/requirements'
import { pageParam } from './resultPages'
import { isPressureUnit } from '@/features/specs/specOptions'

/** The finder's path in each language, exactly as the site map spells it. */
const finderPaths = new Set(locales.map((locale) => localizedHref(locale, pages.productFinder.path)))

/**
 * Where a request for `pathname` with `search` (its query, without the `?`) is sent: the finder's
 * own path with its query tidied (below), or null when the path is not the finder's (in any language) or nothing needs tidying.
 * The server answers this before Next renders anything (server/finderNoise.mjs); the proxy
 * (src/proxy.ts) asks the same for the development server, which has no such step.
 */
export function finderRedirect(pathname: string, search: string): string | null {
  if (!finderPaths.has(pathname)) return null
  // the query is read only for the finder's path (the server asks this for every request with one)
  const tidy = tidyFinderSearch(new URLSearchParams(search))
  return tidy === null ? null : `${pathname}${tidy}`
}

/**
 * The finder's address for a search part that holds what the finder does not understand: a name it
 * has no use for, a value no filter offers, a value twice, a second value for a one-value filter.
 * The answer keeps what is understood (filters, unit, page) written the finder's way; null when every
 * part is understood, in whatever order (values the form leaves empty mean "no filter"). So noise in
 * an address is not a page of its own to render and keep: it is sent to the page it means.
 */
export function tidyFinderSearch(search: URLSearchParams): string | null {
  const seen = new Set<string>()
  const valuesSeen = new Map<string, number>()
  for (const [name, given] of search) {
    if (given === '') continue
    const parts = given.split(',').map((part) => part.trim())
    const count = (valuesSeen.get(name) ?? 0) + parts.length
    valuesSeen.set(name, count)
    const understood = parts.every((part) => {
      const key = `${name}=${part.toLowerCase()}`
      if (seen.has(key)) return false
      seen.add(key)
      if (isFilterName(name)) return filterValueUnderstood(name, part) && !(singleValued(name) && count > 1)
      if (name === 'unit') return isPressureUnit(part) && count === 1
      if (name === 'page') return pageParam(part) > 1 && count === 1
      return false
    })
    if (!understood) return tidied(search)
  }
  return null
}

function tidied(search: URLSearchParams): string {
  const params = Object.fromEntries([...new Set(search.keys())].map((name) => [name, search.getAll(name)]))
  return finderQuery(parseFinderFilters(params), {
    unit: search.getAll('unit').find(isPressureUnit),
    page: pageParam(search.get('page') ?? undefined),
  })
}
