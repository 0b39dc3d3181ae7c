import { effectivePumpingSpeed } from '@/features/specs/physics'

import type { CatalogueProduct } from '@/features/specs/productSpecs'
import {
  type Actuation,
  actuations,
  type BodyMaterial,
  bodyMaterials,
  type FlangeStandard,
  flangeStandards,
  type PressureUnit,
  type ProductFamily,
  productFamilies,
} from '@/features/specs/specOptions'

/**
 * The product finder's filters, as they stand in the URL. Values of one filter are alternatives
 * (DN 63 or DN 100); different filters must all hold. Unknown values are dropped, never an error.
 */
export interface FinderFilters {
  size: number[]
  flange: FlangeStandard[]
  actuation: Actuation[]
  /** Reaches down to at least this pressure (mbar). */
  pressure: number | null
  /** Bakeable to at least this temperature (°C). */
  bakeout: number | null
  material: BodyMaterial[]
  family: ProductFamily[]
  /** The visitor's pump (l/s), for the effective speed; none counts as a pump far faster than the valve. */
  pumpSpeed: number | null
  /** The conductance (l/s) of the visitor's line, in series with the valve; none counts as no line. */
  lineConductance: number | null
  /** The effective pumping speed S_eff (l/s) the pump must still reach through the line and valve. */
  effectiveSpeed: number | null
}

const filterNames = [
  'size',
  'flange',
  'actuation',
  'pressure',
  'bakeout',
  'material',
  'family',
  'pumpSpeed',
  'lineConductance',
  'effectiveSpeed',
] as const
export type FilterName = (typeof filterNames)[number]
/** The filters offered as a list of values with counts; the system's figures are typed in. */
export type FacetName = Exclude<FilterName, SystemFigureName>
export type SystemFigureName = 'pumpSpeed' | 'lineConductance' | 'effectiveSpeed'

/** The pressure steps offered (mbar): rough, high, and the ultra-high vacuum decades. */
const pressureLevels = [1e-3, 1e-6, 1e-8, 1e-9, 1e-10] as const
const bakeoutLevels = [150, 200, 250] as const

export const noFilters: FinderFilters = {
  size: [],
  flange: [],
  actuation: [],
  pressure: null,
  bakeout: null,
  material: [],
  family: [],
  pumpSpeed: null,
  lineConductance: null,
  effectiveSpeed: null,
}

type RawParams = Record<string, string | string[] | undefined>

const valuesOf = (params: RawParams, name: string): string[] => {
  const raw = params[name]
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]
  // a shared link may say flange=CF,ISO-F as well as flange=CF&flange=ISO-F
  return list
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
    .slice(0, 50)
}

/** The key of a list that a URL value names, in any letter case. */
const keyIn =
  <K extends string>(list: Record<K, unknown>) =>
  (value: string): K | null =>
    (Object.keys(list) as K[]).find((key) => key.toLowerCase() === value.toLowerCase()) ?? null

const sizeOf = (value: string): number | null => {
  const match = /^(?:dn)?\s*(\d{1,4})$/i.exec(value)
  return match ? Number(match[1]) : null
}

/** Anything above this is no vacuum pump (l/s). */
const SPEED_MAX = 1_000_000

const speedOf = (value: string): number | null => {
  const number = Number(value.normalize('NFKC'))
  return Number.isFinite(number) && number > 0 && number <= SPEED_MAX ? number : null
}

const levelOf =
  <T extends number>(levels: readonly T[]) =>
  (value: string): T | null => {
    const number = Number(value)
    if (!Number.isFinite(number) || number <= 0) return null
    return levels.find((level) => Math.abs(Math.log10(level) - Math.log10(number)) < 1e-6) ?? null
  }

/** How a filter reads the URL. */
interface Reading<N extends FilterName> {
  /** one value of the URL (one part of a comma list); null: not understood */
  read: (value: string) => Single<FinderFilters[N]> | null
  /** one value (a level or a typed figure) rather than a list of alternatives */
  single: boolean
  /** the order of a list's values; none: the order given */
  order?: (a: Single<FinderFilters[N]>, b: Single<FinderFilters[N]>) => number
}
type Single<T> = T extends readonly (infer V)[] ? V : NonNullable<T>

/** Each filter once: how it reads a value of the URL, whether it takes one, and in what order a list stands. */
const filterReadings: { [N in FilterName]: Reading<N> } = {
  size: { read: sizeOf, single: false, order: (a, b) => a - b },
  flange: { read: keyIn(flangeStandards), single: false },
  actuation: { read: keyIn(actuations), single: false },
  pressure: { read: levelOf(pressureLevels), single: true },
  bakeout: { read: levelOf(bakeoutLevels), single: true },
  material: { read: keyIn(bodyMaterials), single: false },
  family: { read: keyIn(productFamilies), single: false },
  pumpSpeed: { read: speedOf, single: true },
  lineConductance: { read: speedOf, single: true },
  effectiveSpeed: { read: speedOf, single: true },
}

/** Filters that take one value (a level or a typed figure) rather than alternatives. */
export const singleValued = (name: FilterName): boolean => filterReadings[name].single

export const isFilterName = (name: string): name is FilterName => (filterNames as readonly string[]).includes(name)

/** Whether a filter understands one of its values as the URL gives it (one part of a comma list). */
export const filterValueUnderstood = (name: FilterName, value: string): boolean => filterReadings[name].read(value.trim()) !== null

/** One filter's value in the search parameters: its first understood value, or all of them. */
function readFilter<N extends FilterName>(params: RawParams, name: N): FinderFilters[N] {
  const { read, single, order }: Reading<N> = filterReadings[name]
  const values = valuesOf(params, name)
  // the reading's types follow the name; TypeScript cannot tie a single value or a list back to it
  if (single) return (values.length > 0 ? read(values[0]) : null) as FinderFilters[N]
  const list = [...new Set(values.map(read))].filter((value) => value !== null)
  return (order ? list.sort(order) : list) as unknown as FinderFilters[N]
}

/** The filters of a request's search parameters; what is not understood is left out. */
export function parseFinderFilters(params: RawParams): FinderFilters {
  const filters = { ...noFilters }
  const take = <N extends FilterName>(name: N) => {
    filters[name] = readFilter(params, name)
  }
  filterNames.forEach(take)
  return filters
}

/**
 * The search part of a finder URL ('' when nothing is set), in a stable order: the filters, then the
 * pressure unit and the page of results when given.
 */
export function finderQuery(filters: FinderFilters, { unit, page = 1 }: { unit?: PressureUnit; page?: number } = {}): string {
  const query = new URLSearchParams()
  for (const name of filterNames) {
    const value = filters[name]
    for (const entry of Array.isArray(value) ? value : value === null ? [] : [value]) query.append(name, String(entry))
  }
  if (unit) query.set('unit', unit)
  if (page > 1) query.set('page', String(page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** The filters with one value switched on or off (single-valued filters switch between values). */
export function toggleFilter(filters: FinderFilters, name: FilterName, value: string | number): FinderFilters {
  const current = filters[name]
  if (!Array.isArray(current)) return { ...filters, [name]: current === value ? null : value }
  const list = current as (string | number)[]
  const next = list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
  return { ...filters, [name]: next }
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
export function systemSpeeds(filters: FinderFilters, product: CatalogueProduct): SystemSpeed[] {
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
const speedsMeeting = (f: FinderFilters, p: CatalogueProduct) =>
  systemSpeeds(f, p).filter((entry) => f.effectiveSpeed === null || entry.effectiveSpeed >= f.effectiveSpeed * (1 - 1e-9))

/**
 * A product meets the effective-speed filter when one of its sizes does. A product without a
 * conductance is left out rather than listed as "maybe": the visitor asked for a figure the
 * catalogue cannot show for it, and its page says "not published".
 */
const meetsEffectiveSpeed = (f: FinderFilters, p: CatalogueProduct) => f.effectiveSpeed === null || speedsMeeting(f, p).length > 0

const tests: Record<FilterName, (f: FinderFilters, p: CatalogueProduct) => boolean> = {
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

const matches = (filters: FinderFilters, product: CatalogueProduct, except?: FilterName) =>
  filterNames.every((name) => name === except || tests[name](filters, product))

export interface FacetValue<T> {
  value: T
  /** Products that would be listed with this value chosen and the other filters as they are. */
  count: number
  selected: boolean
}

type Facets = {
  [K in FacetName]: FacetValue<FinderFilters[K] extends (infer V)[] ? V : NonNullable<FinderFilters[K]>>[]
}

export interface FinderResult {
  product: CatalogueProduct
  /** The product's sizes that the size filter asked for (highlighted in the list). */
  matchingSizes: number[]
  /** With a pump speed or an S_eff asked for: S_eff at each size that meets it (all sizes when none is asked). */
  systemSpeeds: SystemSpeed[]
}

interface FinderOutcome {
  filters: FinderFilters
  results: FinderResult[]
  facets: Facets
}

function facet<T extends string | number>(
  catalogue: readonly CatalogueProduct[],
  filters: FinderFilters,
  name: FacetName,
  values: readonly T[],
): FacetValue<T>[] {
  const others = catalogue.filter((product) => matches(filters, product, name))
  const current = filters[name]
  return values.map((value) => {
    const chosen = { ...filters, [name]: Array.isArray(current) ? [value] : value }
    return {
      value,
      count: others.filter((product) => tests[name](chosen, product)).length,
      selected: Array.isArray(current) ? (current as T[]).includes(value) : current === value,
    }
  })
}

/** The products that meet every filter, with a count for each value of each filter. */
export function findProducts(catalogue: readonly CatalogueProduct[], filters: FinderFilters): FinderOutcome {
  const sizes = [...new Set(catalogue.flatMap((p) => p.specs.sizes))].sort((a, b) => a - b)
  const results = catalogue
    .filter((product) => matches(filters, product))
    .map((product) => ({
      product,
      matchingSizes: product.specs.sizes.filter((size) => filters.size.includes(size)),
      systemSpeeds: filters.pumpSpeed === null && filters.effectiveSpeed === null ? [] : speedsMeeting(filters, product),
    }))
  return {
    filters,
    results,
    facets: {
      size: facet(catalogue, filters, 'size', sizes),
      flange: facet(catalogue, filters, 'flange', Object.keys(flangeStandards) as FlangeStandard[]),
      actuation: facet(catalogue, filters, 'actuation', Object.keys(actuations) as Actuation[]),
      pressure: facet(catalogue, filters, 'pressure', pressureLevels),
      bakeout: facet(catalogue, filters, 'bakeout', bakeoutLevels),
      material: facet(catalogue, filters, 'material', Object.keys(bodyMaterials) as BodyMaterial[]),
      family: facet(catalogue, filters, 'family', Object.keys(productFamilies) as ProductFamily[]),
    },
  }
}
