import { otherProductPages, presysModelPages, vacuumValvePages } from '@/siteMap'

import { OTHER_MAKE, serviceProducts } from '../requestFields'

/** The service form's key of the product a catalogue page shows (`/VacuumValve3` → `vacuumValve:3`). */
export function serviceProductOfPage(path: string): string | undefined {
  const valve = vacuumValvePages.find((page) => page.path === path)
  if (valve) return `vacuumValve:${valve.pageNumber}`
  const model = presysModelPages.find((page) => page.path === path)
  if (model) return `presysModel:${model.id}`
  const other = otherProductPages.find((page) => page.path === path)
  return other && `otherProduct:${other.slug}`
}

/** The product a link preselects (`?product=vacuumValve:3`) if the form offers it, else none. */
export function preselectedProduct(query: string | string[] | undefined): string {
  const key = Array.isArray(query) ? query[0] : query
  return key && (key === OTHER_MAKE || serviceProducts.some((product) => product.key === key)) ? key : ''
}
