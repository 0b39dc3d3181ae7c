import type { ProductSpecs } from '@/features/specs/productSpecs'
import {
  actuations,
  bodyMaterials,
  DEFAULT_PRESSURE_UNIT,
  flangeStandards,
  type PressureUnit,
  sealMaterials,
} from '@/features/specs/specOptions'
import { type SpecFactName, specFacts } from '@/features/specs/specRows'
import type { Locale } from '@/siteMap'

/** One row of the comparison: a typed fact and what each product states (null: not stated). */
export interface CompareRow {
  fact: SpecFactName
  name: string
  values: (string | null)[]
  /** Not every product states the same; "not stated" counts as an answer of its own. */
  differs: boolean
}

/** A list in the vocabulary's order, so that "manual, pneumatic" and "pneumatic, manual" read the same. */
const inOrderOf = <K extends string>(list: Record<K, unknown>, values: readonly K[]): K[] => {
  const order = Object.keys(list)
  return [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b))
}

const listsInVocabularyOrder = (specs: ProductSpecs): ProductSpecs => ({
  ...specs,
  flanges: inOrderOf(flangeStandards, specs.flanges),
  actuation: inOrderOf(actuations, specs.actuation),
  bodyMaterials: inOrderOf(bodyMaterials, specs.bodyMaterials),
  sealMaterials: inOrderOf(sealMaterials, specs.sealMaterials),
})

/**
 * The typed specifications of several products side by side, in the technical-data tab's rows and
 * words. A row no product states is left out; a row differs when its texts are not all the same.
 */
export function compareRows(products: readonly ProductSpecs[], locale: Locale, unit: PressureUnit = DEFAULT_PRESSURE_UNIT): CompareRow[] {
  const columns = products.map((specs) => specFacts(listsInVocabularyOrder(specs), locale, unit))
  if (columns.length === 0) return []
  return columns[0]
    .map(({ fact, name }, row) => {
      const values = columns.map((facts) => facts[row].text)
      return { fact, name, values, differs: values.some((value) => value !== values[0]) }
    })
    .filter((row) => row.values.some((value) => value !== null))
}
