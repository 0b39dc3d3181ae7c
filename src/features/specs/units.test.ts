import { describe, expect, it } from 'vitest'

import {
  fromCubicMetres,
  fromCubicMetresPerSecond,
  fromPascal,
  fromPascalCubicMetresPerSecond,
  toCubicMetres,
  toCubicMetresPerSecond,
  toPascal,
  toPascalCubicMetresPerSecond,
  toStandardCubicCentimetresPerMinute,
} from './units'

describe('the units of the calculator', () => {
  it('convert pressures exactly: 1 mbar = 100 Pa, 1 Torr = 101325/760 Pa = 1.33322 mbar, 760 Torr = 1013.25 mbar', () => {
    expect(toPascal(1, 'mbar')).toBe(100)
    expect(toPascal(1, 'Torr')).toBe(101_325 / 760)
    expect(Number(fromPascal(toPascal(1, 'Torr'), 'mbar').toPrecision(6))).toBe(1.33322)
    expect(fromPascal(toPascal(760, 'Torr'), 'mbar')).toBeCloseTo(1013.25, 10)
    expect(fromPascal(toPascal(1e-9, 'mbar'), 'Torr')).toBeCloseTo(7.50062e-10, 15)
  })

  it('convert pumping speeds: 1 l/s = 3.6 m³/h, so a 65 m³/h pump moves 18.1 l/s', () => {
    expect(fromCubicMetresPerSecond(toCubicMetresPerSecond(1, 'l/s'), 'm³/h')).toBeCloseTo(3.6, 12)
    expect(Number(fromCubicMetresPerSecond(toCubicMetresPerSecond(65, 'm³/h'), 'l/s').toPrecision(3))).toBe(18.1)
  })

  it('convert chamber volumes: 1 m³ = 1000 l', () => {
    expect(fromCubicMetres(toCubicMetres(1, 'm³'), 'l')).toBeCloseTo(1000, 10)
  })

  it('convert gas loads: 1 mbar·l/s = 0.1 Pa·m³/s, and 1 sccm (0 °C, 1013.25 mbar) = 1.69·10⁻² mbar·l/s as in the leak-rate tables', () => {
    expect(toPascalCubicMetresPerSecond(1, 'mbar·l/s')).toBeCloseTo(0.1, 15)
    expect(fromPascalCubicMetresPerSecond(0.1, 'mbar·l/s')).toBeCloseTo(1, 15)
    expect(1 / toStandardCubicCentimetresPerMinute(toPascalCubicMetresPerSecond(1, 'mbar·l/s'), 273.15)).toBeCloseTo(1.68875e-2, 15)
    expect(Number(toStandardCubicCentimetresPerMinute(toPascalCubicMetresPerSecond(1, 'mbar·l/s'), 273.15).toPrecision(3))).toBe(59.2)
  })

  it("count sccm from the gas's own temperature: 10 mbar·l/s of gas at 200 °C is 342 sccm, not the 592 of gas at 0 °C", () => {
    const load = toPascalCubicMetresPerSecond(10, 'mbar·l/s')
    expect(Number(toStandardCubicCentimetresPerMinute(load, 473.15).toPrecision(3))).toBe(342)
    expect(Number(toStandardCubicCentimetresPerMinute(load, 273.15).toPrecision(3))).toBe(592)
  })
})
