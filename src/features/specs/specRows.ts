import { CONDUCTANCE_REFERENCE_CELSIUS, conductanceAt } from '@/features/specs/valveConductance'
import en from '@/messages/en/finder.json'
import zh from '@/messages/zh/finder.json'
import type { Locale } from '@/siteMap'

import type { ProductSpecs } from './productSpecs'
import {
  actuations,
  bodyMaterials,
  DEFAULT_PRESSURE_UNIT,
  flangeStandards,
  formatConductance,
  formatLeakRate,
  formatPressure,
  type PressureUnit,
  productFamilies,
  sealMaterials,
} from './specOptions'
import type { SpecRow } from './tableRows'

export { lineTexts, type SpecRow, tableRows } from './tableRows'

const labels = { zh: zh.finder.specs, en: en.finder.specs }

const sizeList = (sizes: readonly number[]) => sizes.map((size) => `DN${size}`).join(', ')

/** Each size's conductance, marked where it is derived, and "not published" for a size without one. */
function conductanceList(specs: ProductSpecs, locale: Locale): string | null {
  if (specs.sizes.length === 0 && specs.conductances.length === 0) return null
  const label = labels[locale]
  const sizes = [...new Set([...specs.sizes, ...specs.conductances.map((entry) => entry.size)])].sort((a, b) => a - b)
  return sizes
    .map((size) => {
      const entry = conductanceAt(specs.conductances, size)
      if (!entry) return `DN${size}: ${label.notPublished}`
      const figure = `DN${size}: ${formatConductance(entry.molecular)} l/s`
      if (entry.source !== 'derived') return figure
      return locale === 'zh' ? `${figure}（${label.derived}）` : `${figure} (${label.derived})`
    })
    .join(locale === 'zh' ? '；' : '; ')
}

/** Which typed fact a row shows; the pressure range joins two fields. */
export type SpecFactName =
  | 'family'
  | 'sizes'
  | 'flanges'
  | 'actuation'
  | 'pressureRange'
  | 'leakRate'
  | 'maxTemperature'
  | 'bakeout'
  | 'bodyMaterials'
  | 'sealMaterials'
  | 'conductance'

/** One typed fact in one language: its row name and its text, null where the product does not state it. */
export interface SpecFact {
  fact: SpecFactName
  name: string
  text: string | null
}

/**
 * Every typed fact of a product in one language and pressure unit, in the technical-data order,
 * stated or not: the comparison lines products up by these rows.
 */
export function specFacts(specs: ProductSpecs, locale: Locale, unit: PressureUnit = DEFAULT_PRESSURE_UNIT): SpecFact[] {
  const label = labels[locale]
  const names = <K extends string>(list: Record<K, Record<Locale, string>>, keys: readonly K[]) =>
    keys.map((key) => list[key][locale]).join(locale === 'zh' ? '、' : ', ')
  const facts: [SpecFactName, string, string | null][] = [
    ['family', label.family, specs.family ? productFamilies[specs.family][locale] : null],
    ['sizes', label.sizes, specs.sizes.length ? sizeList(specs.sizes) : null],
    ['flanges', label.flanges, specs.flanges.length ? names(flangeStandards, specs.flanges) : null],
    ['actuation', label.actuation, specs.actuation.length ? names(actuations, specs.actuation) : null],
    [
      'pressureRange',
      label.pressureRange,
      specs.pressureMin !== null && specs.pressureMax !== null
        ? `${formatPressure(specs.pressureMin, unit)} ${label.to} ${formatPressure(specs.pressureMax, unit)}`
        : null,
    ],
    ['leakRate', label.leakRate, specs.leakRate !== null ? `≤ ${formatLeakRate(specs.leakRate, unit)}` : null],
    ['maxTemperature', label.maxTemperature, specs.maxTemperature !== null ? `≤ ${specs.maxTemperature} °C` : null],
    ['bakeout', label.bakeout, specs.bakeout !== null ? `≤ ${specs.bakeout} °C` : null],
    ['bodyMaterials', label.bodyMaterials, specs.bodyMaterials.length ? names(bodyMaterials, specs.bodyMaterials) : null],
    ['sealMaterials', label.sealMaterials, specs.sealMaterials.length ? names(sealMaterials, specs.sealMaterials) : null],
    ['conductance', label.conductance.replace('{celsius}', String(CONDUCTANCE_REFERENCE_CELSIUS)), conductanceList(specs, locale)],
  ]
  return facts.map(([fact, name, text]) => ({ fact, name, text }))
}

/**
 * The typed specifications as rows of a two-column table, in one language and pressure unit: the
 * technical-data tab shows them above the product's further rows, and the datasheet prints them.
 * Empty facts are left out.
 */
export function specRows(specs: ProductSpecs, locale: Locale, unit: PressureUnit = DEFAULT_PRESSURE_UNIT): SpecRow[] {
  return specFacts(specs, locale, unit).flatMap(({ name, text }) => (text ? [{ name, text }] : []))
}
