import { type Bilingual, productTargets } from '@/siteMap'
import { nameOf, type SiteNames } from '@/siteMap/names'

/** A product page the search can find, with the name editors gave the product. */
export interface NamedProductPage {
  title: Bilingual
  href: string
  keywords: readonly string[]
}

/** Case, spaces and the separators people type in model names (Y70-2, MGV/AGV) do not matter. */
const compact = (text: string) => text.toLowerCase().replace(/[\s\-_/·.]+/g, '')

function score(target: NamedProductPage, query: string): number {
  const names = [...target.keywords, target.title.zh, target.title.en].map(compact).filter(Boolean)
  let best = 0
  for (const name of names) {
    if (name === query) return 1000
    // the query names the product among other words ("Y77 valve", "高真空闸阀 DN100"): longer names win
    if (query.includes(name)) best = Math.max(best, 100 + name.length)
    // the query is part of a name ("蝶", "thrott")
    else if (query.length >= 2 && name.includes(query)) best = Math.max(best, 10 + query.length)
  }
  return best
}

/** The product pages the keyword matches, best match first (the search results page lists them). */
export function productPagesMatching(names: SiteNames, keyword: string): NamedProductPage[] {
  const query = compact(keyword)
  if (!query) return []
  return productTargets
    .map((target) => ({ title: nameOf(names, target.name), href: target.href, keywords: target.keywords }))
    .map((target) => ({ target, score: score(target, query) }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((match) => match.target)
}

/** The product page whose model number or name best matches the keyword, in either language. */
export function findProductPage(names: SiteNames, keyword: string): NamedProductPage | undefined {
  return productPagesMatching(names, keyword)[0]
}
