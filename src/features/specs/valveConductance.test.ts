import { describe, expect, it } from 'vitest'

import { specRows } from '@/features/specs/specRows'
import { specsOf } from '@/features/specs/productSpecs'
import { presysModelSpecs, type ProductSpecsSeed, vacuumValveSpecs } from '@/seed/data/productSpecs'

import { boreApertureConductance, conductanceAt, derivedConductances } from './valveConductance'

const specsOfSeed = (seed: ProductSpecsSeed) => specsOf({ ...seed, sizes: seed.sizes ?? [] })

describe("a valve's conductance", () => {
  it('derives an open bore as an aperture: C = 11.6 l/s per cm² for air at 20 °C', () => {
    // the handbooks' aperture rule (O'Hanlon, "A User's Guide to Vacuum Technology", ch. 3: C = 11.6·A l/s, A in cm²)
    const areaOfDn100 = Math.PI * 5 ** 2
    expect(boreApertureConductance(100)).toBeCloseTo(11.6 * areaOfDn100, -1)
    expect(boreApertureConductance(100)).toBe(909)
    expect(boreApertureConductance(40) / boreApertureConductance(20)).toBeCloseTo(4, 1)
  })

  it('finds the figure of one size and nothing for a size it does not list', () => {
    const conductances = derivedConductances([63, 100])
    expect(conductanceAt(conductances, 100)).toEqual({ size: 100, molecular: 909, source: 'derived' })
    expect(conductanceAt(conductances, 160)).toBeNull()
  })

  it('seeds derived figures for the valves with an open bore, none for the combined and transfer valves', () => {
    expect(specsOfSeed(vacuumValveSpecs.highVacuumGateValve).conductances.map((c) => c.size)).toEqual([63, 80, 100, 160, 200, 250])
    expect(vacuumValveSpecs.highVacuumGateValve.conductances?.every((c) => c.source === 'derived')).toBe(true)
    expect(vacuumValveSpecs.combinedValve.conductances).toBeUndefined()
    expect(presysModelSpecs.y70.conductances).toBeUndefined()
  })

  it('shows each size on the technical-data tab, marked as derived, and "not published" where none is known', () => {
    const row = (specs: ProductSpecsSeed, locale: 'zh' | 'en') =>
      specRows(specsOfSeed(specs), locale).find((r) => r.name.startsWith(locale === 'zh' ? '分子流流导' : 'Conductance'))?.text
    expect(row(vacuumValveSpecs.highVacuumGateValve, 'en')).toContain('DN100: 909 l/s (derived from the bore, an upper limit)')
    expect(row(vacuumValveSpecs.combinedValve, 'en')).toBe('DN63: not published; DN100: not published; DN160: not published')
    expect(row(vacuumValveSpecs.combinedValve, 'zh')).toContain('DN63: 未公布')
    const published: ProductSpecsSeed = { family: 'angle', sizes: [40], conductances: [{ size: 40, molecular: 45, source: 'published' }] }
    expect(row(published, 'en')).toBe('DN40: 45 l/s')
  })
})
