import { describe, expect, it } from 'vitest'

import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { findProducts } from '@/features/productFinder/finder'
import { type CatalogueProduct, specsOf } from '@/features/specs/productSpecs'
import { vacuumValveSpecs } from '@/seed/data/productSpecs'
import { vacuumValvePages } from '@/siteMap'

import { calculate } from './calculate'
import { finderFiltersFor, roundedDown } from './finderFilters'
import { parseCalculatorQuery } from './query'
import { chooseValve, valveOptions } from './valveChoice'

/** The seeded vacuum valves as the catalogue reads them. */
const catalogue: CatalogueProduct[] = vacuumValvePages.map((page) => {
  const seed = vacuumValveSpecs[page.name]
  return {
    key: `vacuum-valves:${page.name}`,
    collection: 'vacuum-valves',
    docId: page.productId,
    title: siteNames.vacuumValves[page.pageNumber],
    href: page.path,
    membersOnly: true,
    itemId: page.productId,
    image: null,
    specs: specsOf({ ...seed, sizes: seed.sizes ?? [] }),
  }
})
const options = valveOptions(catalogue)

describe('a catalogue valve in the calculator', () => {
  it('offers every valve and size with a conductance, and none without', () => {
    expect(options.map((o) => o.value)).toContain('vacuum-valves:highVacuumGateValve@100')
    expect(options.some((o) => o.product.key === 'vacuum-valves:combinedValve')).toBe(false)
  })

  it('takes the size the URL names, the smallest one from a product page link, and reports a valve it does not know', () => {
    expect(chooseValve(options, 'vacuum-valves:highVacuumGateValve@100').valve?.conductance).toEqual({
      size: 100,
      molecular: 909,
      source: 'derived',
    })
    expect(chooseValve(options, 'vacuum-valves:highVacuumGateValve').valve?.conductance.size).toBe(63)
    expect(chooseValve(options, 'vacuum-valves:combinedValve')).toEqual({ valve: null, unknown: true })
    expect(chooseValve(options, 'vacuum-valves:highVacuumGateValve@99')).toEqual({ valve: null, unknown: true })
    expect(chooseValve(options, undefined)).toEqual({ valve: null, unknown: false })
  })

  it("fills the finder's S_eff filter so that the valve computed here is listed", () => {
    const valve = chooseValve(options, 'vacuum-valves:highVacuumGateValve@100').valve!
    const { input } = parseCalculatorQuery({
      volume: '50',
      startPressure: '1000',
      targetPressure: '1',
      pumpSpeed: '100',
      pumpSpeedUnit: 'l/s',
      lineLength: '2',
      lineDiameter: '40',
    })
    const outcome = calculate({ ...input, valveConductance: valve.conductance.molecular, valveConductanceUnit: 'l/s' })
    if (!outcome.ok) throw new Error('the form is valid')
    const filters = finderFiltersFor(input, outcome.figures, valve)
    // the line at the mean of its end pressures (0.94 mbar behind the valve, 0.53 mbar at the pump):
    // 135·4⁴·0.737/200 + 0.81 × 3.7 = 131 l/s (Leybold's Knudsen formula, by hand)
    expect(filters).toMatchObject({ size: [100], pumpSpeed: 100, effectiveSpeed: 53.3 })
    expect(filters.lineConductance).toBeCloseTo(131, 0)
    const listed = findProducts(catalogue, filters).results.map((r) => r.product.key)
    expect(listed).toContain('vacuum-valves:highVacuumGateValve')
    expect(listed).not.toContain('vacuum-valves:combinedValve')
  })

  it('rounds S_eff down, never up, so the filter it fills still holds for its own figure', () => {
    expect(roundedDown(59.29)).toBe(59.2)
    expect(roundedDown(1234.9)).toBe(1230)
    expect(roundedDown(0.04567)).toBe(0.0456)
  })
})
