import { describe, expect, it } from 'vitest'

import { gases, meanFreePath, meanSpeed, viscosity } from './gases'

const ROOM = 293.15
const rounded = (value: number, figures: number) => Number(value.toPrecision(figures))

describe('the gases of the calculator', () => {
  it('carry the molar masses of air, N₂, He, Ar and H₂', () => {
    expect(Object.fromEntries(Object.entries(gases).map(([key, gas]) => [key, rounded(gas.molarMass * 1000, 4)]))).toEqual({
      air: 28.96,
      N2: 28.01,
      He: 4.003,
      Ar: 39.95,
      H2: 2.016,
    })
  })

  it('move at 471 m/s as N₂ at 293 K, the mean speed Pfeiffer\'s "The Vacuum Technology Book" uses for its line examples', () => {
    expect(rounded(meanSpeed(gases.N2, 293), 3)).toBe(471)
    // helium is lighter, so faster by √(28.01/4.003)
    expect(meanSpeed(gases.He, 293) / meanSpeed(gases.N2, 293)).toBeCloseTo(Math.sqrt(28.01 / 4.003), 10)
  })

  it('have the viscosities of the tables at 20 °C: air 18.2 µPa·s (Pfeiffer), the others within 1 % of the handbook values', () => {
    const microPascalSeconds = (key: keyof typeof gases) => viscosity(gases[key], ROOM) * 1e6
    expect(rounded(microPascalSeconds('air'), 3)).toBe(18.2)
    // the usual handbook values at 20 °C, µPa·s
    const table = { N2: 17.6, He: 19.6, Ar: 22.3, H2: 8.8 }
    for (const [key, value] of Object.entries(table))
      expect(Math.abs(microPascalSeconds(key as keyof typeof gases) / value - 1)).toBeLessThan(0.01)
  })

  it('give air at 20 °C a mean free path of 5·10⁻³ cm at 1 Torr (O\'Hanlon, "A User\'s Guide to Vacuum Technology") and λ·p ≈ 6.7·10⁻³ Pa·m (Pfeiffer)', () => {
    const centimetresAtOneTorr = meanFreePath(gases.air, 101_325 / 760, ROOM) * 100
    expect(rounded(centimetresAtOneTorr, 1)).toBe(0.005)
    // Pfeiffer's table takes λ from a molecular diameter, this one from viscosity: they agree within 2 %
    expect(Math.abs(meanFreePath(gases.air, 1, ROOM) / 6.7e-3 - 1)).toBeLessThan(0.02)
  })

  it('halves the mean free path when the pressure doubles, and lengthens it when the gas is hotter', () => {
    expect(meanFreePath(gases.Ar, 200, ROOM)).toBeCloseTo(meanFreePath(gases.Ar, 100, ROOM) / 2, 15)
    expect(meanFreePath(gases.air, 100, 400)).toBeGreaterThan(meanFreePath(gases.air, 100, ROOM))
  })
})
