import { type ProductTarget, productTargets } from '@/siteMap'

/** Case, spaces and the separators people type in model names (Y70-2, MGV/AGV) do not matter. */
const compact = (text: string) => text.toLowerCase().replace(/[\s\-_/·.]+/g, '')

function score(target: ProductTarget, query: string): number {
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

/** The product page whose model number or name best matches the keyword, in either language. */
export function findProductPage(keyword: string): ProductTarget | undefined {
  const query = compact(keyword)
  if (!query) return undefined
  let found: ProductTarget | undefined
  let bestScore = 0
  for (const target of productTargets) {
    const s = score(target, query)
    if (s > bestScore) [found, bestScore] = [target, s]
  }
  return found
}
