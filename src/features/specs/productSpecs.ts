import type { Payload } from 'payload'

import type { ConductanceSource, ValveConductance } from '@/features/specs/valveConductance'
import { type Picture, pictureOf } from '@/lib/media'
import type { Download, Media, OtherProduct, PresysModel, VacuumValf as VacuumValve } from '@/payload-types'
import { readSiteNames } from '@/features/site/siteNames'
import { type Bilingual, otherProductPages, pages, presysModelPageById, vacuumValvePages } from '@/siteMap'
import { nameOf, type SiteNames } from '@/siteMap/names'

import type { Actuation, BodyMaterial, FlangeStandard, ProductFamily, SealMaterial } from './specOptions'

/** The typed specifications of one product (pressures in mbar, temperatures in °C). */
export interface ProductSpecs {
  family: ProductFamily | null
  sizes: number[]
  flanges: FlangeStandard[]
  actuation: Actuation[]
  pressureMin: number | null
  pressureMax: number | null
  leakRate: number | null
  maxTemperature: number | null
  bakeout: number | null
  bodyMaterials: BodyMaterial[]
  sealMaterials: SealMaterial[]
  /** Molecular-flow conductance by size (l/s, air 20 °C), sorted by size; sizes without one are left out. */
  conductances: ValveConductance[]
}

export type ProductCollection = 'vacuum-valves' | 'presys-models' | 'other-products'

/** A product of any family as the finder, the quote list and the datasheets see it. */
export interface CatalogueProduct {
  /** Stable across languages and edits: `vacuum-valves:UHV`, `presys-models:y78`, `other-products:mne`. */
  key: string
  collection: ProductCollection
  docId: number
  /** The product's name as editors keep it (decision 017). */
  title: Bilingual
  href: string
  membersOnly: boolean
  /** The id of the download call that serves its datasheet. */
  itemId: number
  image: Picture | null
  specs: ProductSpecs
}

type SpecsGroup = VacuumValve['specs']

export function specsOf(group: SpecsGroup | null | undefined): ProductSpecs {
  const numbers = (values: (number | null | undefined)[] | null | undefined) =>
    [...new Set((values ?? []).filter((v): v is number => typeof v === 'number'))].sort((a, b) => a - b)
  return {
    family: (group?.family as ProductFamily | null | undefined) ?? null,
    sizes: numbers(group?.sizes),
    flanges: (group?.flanges ?? []) as FlangeStandard[],
    actuation: (group?.actuation ?? []) as Actuation[],
    pressureMin: group?.pressureMin ?? null,
    pressureMax: group?.pressureMax ?? null,
    leakRate: group?.leakRate ?? null,
    maxTemperature: group?.maxTemperature ?? null,
    bakeout: group?.bakeout ?? null,
    bodyMaterials: (group?.bodyMaterials ?? []) as BodyMaterial[],
    sealMaterials: (group?.sealMaterials ?? []) as SealMaterial[],
    conductances: (group?.conductances ?? [])
      .filter((entry) => entry.size > 0 && entry.molecular > 0)
      .map((entry) => ({ size: entry.size, molecular: entry.molecular, source: (entry.source ?? 'published') as ConductanceSource }))
      .sort((a, b) => a.size - b.size),
  }
}

/** The download item id of a product: its download's, or the site map's where none is attached. */
export const itemIdOf = (download: number | Download | null | undefined, fallback: number): number =>
  download && typeof download === 'object' && download.itemId ? download.itemId : fallback

/** What the three families share: the key, the record, its download and specs; the page and picture vary. */
function productOf(
  collection: ProductCollection,
  keyName: string,
  doc: VacuumValve | PresysModel | OtherProduct,
  title: Bilingual,
  page: { href: string; membersOnly: boolean; fallbackItemId: number },
  picture: number | Media | null | undefined,
): CatalogueProduct {
  return {
    key: `${collection}:${keyName}`,
    collection,
    docId: doc.id,
    title,
    href: page.href,
    membersOnly: page.membersOnly,
    itemId: itemIdOf(doc.download, page.fallbackItemId),
    image: pictureOf(picture, title.zh),
    specs: specsOf(doc.specs),
  }
}

export function vacuumValveProduct(doc: VacuumValve, names: SiteNames): CatalogueProduct | null {
  const page = vacuumValvePages.find((v) => v.pageNumber === doc.pageNumber)
  if (!page) return null
  const title = nameOf(names, { vacuumValve: page.pageNumber })
  return productOf('vacuum-valves', doc.name, doc, title, { href: page.path, membersOnly: true, fallbackItemId: doc.productId }, doc.image)
}

function presysModelProduct(doc: PresysModel, names: SiteNames): CatalogueProduct | null {
  const page = presysModelPageById(doc.modelId)
  if (!page) return null
  const title = nameOf(names, { presysModel: page.id })
  const membersOnly = Boolean(pages.presysDetail.membersOnly)
  return productOf('presys-models', doc.name, doc, title, { href: page.path, membersOnly, fallbackItemId: doc.modelId }, doc.image)
}

function otherProductProduct(doc: OtherProduct, names: SiteNames): CatalogueProduct | null {
  const page = otherProductPages.find((o) => o.slug === doc.slug)
  if (!page) return null
  const title = nameOf(names, { otherProduct: page.slug })
  const place = { href: page.path, membersOnly: false, fallbackItemId: page.downloadId }
  return productOf('other-products', doc.slug, doc, title, place, doc.images?.[0]?.image)
}

/**
 * Every product of the three families in the site map's order (valves, Presys models, other
 * products). Hidden Presys models stay out, as in the /Presys list.
 */
export async function listCatalogueProducts(payload: Payload): Promise<CatalogueProduct[]> {
  const [names, valves, models, others] = await Promise.all([
    readSiteNames(payload),
    payload.find({ collection: 'vacuum-valves', sort: 'pageNumber', pagination: false, depth: 1 }),
    payload.find({
      collection: 'presys-models',
      where: { hidden: { not_equals: true } },
      sort: 'modelId',
      pagination: false,
      depth: 1,
    }),
    payload.find({ collection: 'other-products', sort: 'order', pagination: false, depth: 1 }),
  ])
  return [
    ...valves.docs.map((doc) => vacuumValveProduct(doc, names)),
    ...models.docs.map((doc) => presysModelProduct(doc, names)),
    ...others.docs.map((doc) => otherProductProduct(doc, names)),
  ].filter((product): product is CatalogueProduct => product !== null)
}

/** The product of a stored document, for the hooks that see one document at a time. */
export function catalogueProductOf(collection: ProductCollection, doc: VacuumValve | PresysModel | OtherProduct, names: SiteNames) {
  if (collection === 'vacuum-valves') return vacuumValveProduct(doc as VacuumValve, names)
  if (collection === 'presys-models') return presysModelProduct(doc as PresysModel, names)
  return otherProductProduct(doc as OtherProduct, names)
}
