import { type NameRef, otherProductPages, presysModelPages, vacuumValvePages } from '@/siteMap'

/** One product of the catalogue as forms and addresses name it, with its page and the name that page shows. */
export interface CatalogueProductKey {
  key: string
  name: NameRef
  /** The product page's site-map path (`/VacuumValve3`, `/presysDetail?form=y70Two`, `/mne`). */
  path: string
}

/**
 * The catalogue's products in the site's order, each under a key that survives renames and
 * languages: `vacuumValve:<page number>`, `presysModel:<id>`, `otherProduct:<slug>`. The service
 * request form and the comparison's address use these keys.
 */
export const catalogueProductKeys: CatalogueProductKey[] = [
  ...vacuumValvePages.map((v) => ({ key: `vacuumValve:${v.pageNumber}`, name: { vacuumValve: v.pageNumber }, path: v.path })),
  ...presysModelPages.map((p) => ({ key: `presysModel:${p.id}`, name: { presysModel: p.id }, path: p.path })),
  ...otherProductPages.map((o) => ({ key: `otherProduct:${o.slug}`, name: { otherProduct: o.slug }, path: o.path })),
]

const byKey = new Map(catalogueProductKeys.map((product) => [product.key, product]))
const byPath = new Map(catalogueProductKeys.map((product) => [product.path, product]))

export const isCatalogueProductKey = (key: string): boolean => byKey.has(key)

/** The key of the product whose page is at this site-map path (search results and catalogue records know the path). */
export const productKeyOfPath = (path: string): string | undefined => byPath.get(path)?.key

/** The site-map path of a product's page by its key. */
export const productPathOfKey = (key: string): string | undefined => byKey.get(key)?.path
