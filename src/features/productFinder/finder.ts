import { effectivePumpingSpeed } from '@/features/specs/physics'

import type { CatalogueProduct, ProductSpecs } from '@/features/specs/productSpecs'
import type { ValveConductance } from '@/features/specs/valveConductance'
import type { Picture } from '@/lib/media'
import type { SizedSources } from '@/ui/SizedImg'
import {
  type Actuation,
  actuations,
  type BodyMaterial,
  bodyMaterials,
  type FlangeStandard,
  flangeStandards,
  type ProductFamily,
  productFamilies,
} from '@/features/specs/specOptions'
import {
  bakeoutLevels,
  type FacetName,
  type FilterName,
  filterNames,
  type FinderFilters,
  pressureLevels,
} from '@/features/specs/requirements'

/**
 * What the finder needs of a product, and no more: the page carries every product in this shape for
 * the browser's filtering (FinderView), so each field left out here is left out of the page thirty
 * times (three hundred, one day).
 */
export interface FinderProduct {
  key: string
  title: CatalogueProduct['title']
  href: string
  membersOnly: boolean
  /**
   * its picture's `<img>` sources at the card's size, worked out by the server (a card the browser
   * draws after a change of the filters then needs no image code); the card names it after the product
   */
  image: SizedSources | null
  specs: Omit<ProductSpecs, 'maxTemperature' | 'sealMaterials' | 'conductances'> & {
    conductances: Pick<ValveConductance, 'size' | 'molecular'>[]
  }
}

/** A catalogue product as the finder keeps it (a copy of just the fields above, its picture at the card's size). */
export function finderProductOf(
  { key, title, href, membersOnly, image, specs }: CatalogueProduct,
  cardPicture: (image: Picture) => SizedSources,
): FinderProduct {
  const { family, sizes, flanges, actuation, pressureMin, pressureMax, leakRate, bakeout, bodyMaterials, conductances } = specs
  return {
    key,
    title,
    href,
    membersOnly,
    image: image && cardPicture(image),
    specs: {
      family,
      sizes,
      flanges,
      actuation,
      pressureMin,
      pressureMax,
      leakRate,
      bakeout,
      bodyMaterials,
      conductances: conductances.map(({ size, molecular }) => ({ size, molecular })),
    },
  }
}

const overlaps = <T>(wanted: readonly T[], offered: readonly T[]) => wanted.length === 0 || wanted.some((w) => offered.includes(w))

export interface SystemSpeed {
  size: number
  /** l/s */
  effectiveSpeed: number
}

/**
 * The effective speed of the visitor's pump through the product at each size it has a conductance
 * for (only the sizes the size filter asks for, when it asks), in l/s.
 */
export function systemSpeeds(filters: FinderFilters, product: FinderProduct): SystemSpeed[] {
  return product.specs.conductances
    .filter((entry) => filters.size.length === 0 || filters.size.includes(entry.size))
    .map((entry) => ({
      size: entry.size,
      // no pump given: one far faster than line and valve, so S_eff is their series conductance
      effectiveSpeed: effectivePumpingSpeed(filters.pumpSpeed ?? Infinity, [
        entry.molecular,
        ...(filters.lineConductance === null ? [] : [filters.lineConductance]),
      ]),
    }))
}

/** The sizes whose S_eff meets the filter; a hair of tolerance so that a typed S_eff equal to one computed counts. */
const speedsMeeting = (f: FinderFilters, p: FinderProduct) =>
  systemSpeeds(f, p).filter((entry) => f.effectiveSpeed === null || entry.effectiveSpeed >= f.effectiveSpeed * (1 - 1e-9))

/**
 * A product meets the effective-speed filter when one of its sizes does. A product without a
 * conductance is left out rather than listed as "maybe": the visitor asked for a figure the
 * catalogue cannot show for it, and its page says "not published".
 */
const meetsEffectiveSpeed = (f: FinderFilters, p: FinderProduct) => f.effectiveSpeed === null || speedsMeeting(f, p).length > 0

const tests: Record<FilterName, (f: FinderFilters, p: FinderProduct) => boolean> = {
  size: (f, p) => overlaps(f.size, p.specs.sizes),
  flange: (f, p) => overlaps(f.flange, p.specs.flanges),
  actuation: (f, p) => overlaps(f.actuation, p.specs.actuation),
  pressure: (f, p) => f.pressure === null || (p.specs.pressureMin !== null && p.specs.pressureMin <= f.pressure * 1.000001),
  bakeout: (f, p) => f.bakeout === null || (p.specs.bakeout !== null && p.specs.bakeout >= f.bakeout),
  material: (f, p) => overlaps(f.material, p.specs.bodyMaterials),
  family: (f, p) => f.family.length === 0 || (p.specs.family !== null && f.family.includes(p.specs.family)),
  pumpSpeed: () => true,
  lineConductance: () => true,
  effectiveSpeed: meetsEffectiveSpeed,
}

const matches = (filters: FinderFilters, product: FinderProduct) => filterNames.every((name) => tests[name](filters, product))

export interface FacetValue<T> {
  value: T
  /** Products that would be listed with this value chosen and the other filters as they are. */
  count: number
  selected: boolean
}

export type Facets = {
  [K in FacetName]: FacetValue<FinderFilters[K] extends (infer V)[] ? V : NonNullable<FinderFilters[K]>>[]
}

export interface FinderResult {
  product: FinderProduct
  /** The product's sizes that the size filter asked for (highlighted in the list). */
  matchingSizes: number[]
  /** With a pump speed or an S_eff asked for: S_eff at each size that meets it (all sizes when none is asked). */
  systemSpeeds: SystemSpeed[]
}

interface FinderOutcome {
  filters: FinderFilters
  results: FinderResult[]
}

/**
 * The filters whose test reads another filter's choice: the effective speed is met at the sizes the
 * size filter asks for (`systemSpeeds`), so a size's count tests it again with that size chosen.
 */
const readersOf: Partial<Record<FacetName, FilterName[]>> = { size: ['effectiveSpeed'] }

/** The products each value of a filter would list, the other filters as they are; `failed`: each product's failed filters. */
function facet<T extends string | number>(
  catalogue: readonly FinderProduct[],
  failed: readonly FilterName[][],
  filters: FinderFilters,
  name: FacetName,
  values: readonly T[],
): FacetValue<T>[] {
  const retested = [name, ...(readersOf[name] ?? [])]
  const candidates = catalogue.filter((_, i) => failed[i].every((failedName) => retested.includes(failedName)))
  const current = filters[name]
  return values.map((value) => {
    const chosen = { ...filters, [name]: Array.isArray(current) ? [value] : value }
    return {
      value,
      count: candidates.filter((product) => retested.every((test) => tests[test](chosen, product))).length,
      selected: Array.isArray(current) ? (current as T[]).includes(value) : current === value,
    }
  })
}

/** The products that meet every filter (their counts per filter value: `finderFacets`). */
export function findProducts(catalogue: readonly FinderProduct[], filters: FinderFilters): FinderOutcome {
  const results = catalogue
    .filter((product) => matches(filters, product))
    .map((product) => ({
      product,
      matchingSizes: product.specs.sizes.filter((size) => filters.size.includes(size)),
      systemSpeeds: filters.pumpSpeed === null && filters.effectiveSpeed === null ? [] : speedsMeeting(filters, product),
    }))
  return { filters, results }
}

/**
 * For each value of each filter, the number of products it would list with the other filters as they
 * are. Apart from the results: only the filters show them, and a page whose filters wait for a first
 * use (decision 050) does not count them while it loads.
 */
export function finderFacets(catalogue: readonly FinderProduct[], filters: FinderFilters): Facets {
  // each product's failed filters, tested once for all the filters' values
  const failed = catalogue.map((product) => filterNames.filter((name) => !tests[name](filters, product)))
  const count = <T extends string | number>(name: FacetName, values: readonly T[]) => facet(catalogue, failed, filters, name, values)
  const sizes = [...new Set(catalogue.flatMap((p) => p.specs.sizes))].sort((a, b) => a - b)
  return {
    size: count('size', sizes),
    flange: count('flange', Object.keys(flangeStandards) as FlangeStandard[]),
    actuation: count('actuation', Object.keys(actuations) as Actuation[]),
    pressure: count('pressure', pressureLevels),
    bakeout: count('bakeout', bakeoutLevels),
    material: count('material', Object.keys(bodyMaterials) as BodyMaterial[]),
    family: count('family', Object.keys(productFamilies) as ProductFamily[]),
  }
}
