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

// A visitor's requirements of a valve, in the vocabulary of the specs: the product finder's filters and
// their address. The finder reads and writes them; the calculator fills them in from a result and
// links to the finder with them. Which products meet them is the finder's (productFinder/finder.ts).

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

export const filterNames = [
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
export const pressureLevels = [1e-3, 1e-6, 1e-8, 1e-9, 1e-10] as const
export const bakeoutLevels = [150, 200, 250] as const

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
