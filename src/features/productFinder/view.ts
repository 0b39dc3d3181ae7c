import { pressureUnitOr } from '@/features/specs/pressureUnit'
import { type FinderFilters, finderQuery, parseFinderFilters } from '@/features/specs/requirements'
import { DEFAULT_PRESSURE_UNIT, type PressureUnit } from '@/features/specs/specOptions'

import { pageParam } from './resultPages'

/** What the finder shows: the filters, the pressure unit and the page of results. */
export interface View {
  filters: FinderFilters
  unit: PressureUnit
  page: number
}

/** What an address's query asks of the finder (what it does not understand is left out). */
export function viewOf(params: URLSearchParams): View {
  const raw: Record<string, string[]> = {}
  for (const [name, value] of params) (raw[name] ??= []).push(value)
  return { filters: parseFinderFilters(raw), unit: pressureUnitOr(params.get('unit')), page: pageParam(params.get('page') ?? undefined) }
}

/** The search part of a view's address, as the server writes its links ('' for the bare finder). */
export const queryOf = ({ filters, unit, page }: View) =>
  finderQuery(filters, { unit: unit === DEFAULT_PRESSURE_UNIT ? undefined : unit, page })
