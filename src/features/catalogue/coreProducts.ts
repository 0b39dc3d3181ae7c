import type { Payload } from 'payload'

import { type Picture, productPicture } from '@/lib/media'
import { siteNames as namesOfAFreshSite } from '@/siteMap/namesOfAFreshSite'
import { type Locale, vacuumValvePages } from '@/siteMap'

/** A slide of the home page's core-products carousel. */
export interface CoreProduct {
  title: string
  href: string
  image: Picture | null
}

/**
 * The eight valve types in page order. The site map gives each its page; the catalogue its name,
 * picture and, where editors want one, a shorter home title (a valve not in the catalogue yet keeps
 * the name a fresh site starts with).
 */
export async function listCoreProducts(payload: Payload, locale: Locale): Promise<CoreProduct[]> {
  const { docs } = await payload.find({
    collection: 'vacuum-valves',
    locale,
    sort: 'pageNumber',
    limit: vacuumValvePages.length,
    pagination: false,
    depth: 1,
  })
  const byPage = new Map(docs.map((doc) => [doc.pageNumber, doc]))
  return vacuumValvePages.map((valve) => {
    const doc = byPage.get(valve.pageNumber)
    const title = doc?.homeTitle || doc?.title || namesOfAFreshSite.vacuumValves[valve.pageNumber][locale]
    return { title, href: valve.path, image: productPicture(doc?.image, doc?.title || title) }
  })
}
