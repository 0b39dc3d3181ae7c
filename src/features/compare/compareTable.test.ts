import { describe, expect, it } from 'vitest'

import { specsOf } from '@/features/specs/productSpecs'
import { vacuumValveSpecs } from '@/seed/data/productSpecs'

import { compareRows } from './compareTable'

// the seeded gate valve MGV/AGV and the high-vacuum angle valve: same actuation (listed in another
// order), leak rate and temperature; different family, sizes, flanges, pressure range, materials and conductances
const gate = specsOf(vacuumValveSpecs.MGVAGV)
const angle = specsOf(vacuumValveSpecs.highVacuumDirectValve)
const uhv = specsOf(vacuumValveSpecs.UHV)

const differing = (rows: ReturnType<typeof compareRows>) => rows.filter((row) => row.differs).map((row) => row.fact)

describe('the comparison table', () => {
  it('marks the rows where the products differ, and not the ones where they agree', () => {
    const rows = compareRows([gate, angle], 'en')
    expect(differing(rows)).toEqual(['family', 'sizes', 'flanges', 'pressureRange', 'bodyMaterials', 'sealMaterials', 'conductance'])
    const actuation = rows.find((row) => row.fact === 'actuation')
    expect(actuation).toMatchObject({ name: 'Actuation', values: ['Pneumatic, Manual', 'Pneumatic, Manual'], differs: false })
    expect(rows.find((row) => row.fact === 'leakRate')?.values).toEqual(['≤ 1×10⁻⁹ mbar·l/s', '≤ 1×10⁻⁹ mbar·l/s'])
  })

  it('leaves out a fact no product states, and counts "not stated" as a difference', () => {
    expect(compareRows([gate, angle], 'zh').map((row) => row.fact)).not.toContain('bakeout')
    const bakeout = compareRows([gate, uhv], 'zh').find((row) => row.fact === 'bakeout')
    expect(bakeout).toMatchObject({ values: [null, '≤ 250 °C'], differs: true })
  })

  it('writes the rows in the page language and pressure unit', () => {
    const rows = compareRows([uhv, angle], 'zh', 'Pa')
    expect(rows.find((row) => row.fact === 'pressureRange')?.values[0]).toBe('1×10⁻⁹ Pa 至 2×10⁵ Pa')
  })

  it('finds nothing different about one product, and has no rows for none', () => {
    expect(differing(compareRows([gate], 'en'))).toEqual([])
    expect(compareRows([], 'en')).toEqual([])
  })
})
