import { cookies } from 'next/headers'
import { getTranslations } from 'next-intl/server'

import { SpecTable } from '@/ui/SpecTable'
import type { Locale } from '@/siteMap'

import { PRESSURE_UNIT_COOKIE, pressureUnitOr } from '../pressureUnit'
import { PressureUnitSelect } from './PressureUnitSelect'
import type { ProductSpecs } from '../productSpecs'
import { DEFAULT_PRESSURE_UNIT, pressureUnits } from '../specOptions'
import { type SpecRow, specRows } from '../specRows'

interface TechnicalDataProps {
  locale: Locale
  specs: ProductSpecs
  /** The product's further rows (the facts that have no typed field). */
  rows: SpecRow[]
  caption: string
  nameHeading: string
  valueHeading: string
  /**
   * Pages rendered per request (the member pages) show pressures in the visitor's unit and let
   * them change it; cached public pages show mbar.
   */
  unitChoice?: boolean
}

/** The technical-data table: the typed specifications first, then the product's further rows. */
export async function TechnicalData({ locale, specs, rows, unitChoice, ...headings }: TechnicalDataProps) {
  const unit = unitChoice ? pressureUnitOr((await cookies()).get(PRESSURE_UNIT_COOKIE)?.value) : DEFAULT_PRESSURE_UNIT
  const hasPressure = specs.pressureMin !== null || specs.leakRate !== null
  const t = await getTranslations({ locale, namespace: 'finder.specs' })
  return (
    <div className="space-y-3" data-testid="technical-data">
      {unitChoice && hasPressure ? <PressureUnitSelect label={t('pressureUnit')} value={unit} units={pressureUnits} /> : null}
      <SpecTable rows={[...specRows(specs, locale, unit), ...rows]} {...headings} />
    </div>
  )
}
