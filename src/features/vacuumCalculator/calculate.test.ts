import { describe, expect, it } from 'vitest'

import { type CalculatorInput, calculate, fieldRange, overflowed } from './calculate'

/** A 100 l chamber pumped from atmosphere to 1 mbar by a 65 m³/h pump through 1 m of DN 40 line. */
const roughing: CalculatorInput = {
  volume: 100,
  volumeUnit: 'l',
  startPressure: 1013,
  startPressureUnit: 'mbar',
  targetPressure: 1,
  targetPressureUnit: 'mbar',
  pumpSpeed: 65,
  pumpSpeedUnit: 'm³/h',
  lineLength: 1,
  lineDiameter: 40,
  valveConductance: null,
  valveConductanceUnit: 'l/s',
  gas: 'air',
  temperature: 20,
}

const figuresOf = (input: CalculatorInput) => {
  const outcome = calculate(input)
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.errors)}`)
  return outcome.figures
}

describe('the vacuum calculator', () => {
  it('refuses a negative volume, a target above the start and a pump that does not pump, each next to its field, with no figures', () => {
    const outcome = calculate({ ...roughing, volume: -5, targetPressure: 2000, pumpSpeed: 0 })
    expect(outcome).toEqual({
      ok: false,
      errors: { volume: 'volumeOutOfRange', targetPressure: 'targetBelowStart', pumpSpeed: 'pumpSpeedOutOfRange' },
    })
  })

  it('compares start and target in their own units: 700 Torr is below 1000 mbar, 800 Torr is not', () => {
    expect(calculate({ ...roughing, startPressure: 1000, targetPressure: 700, targetPressureUnit: 'Torr' }).ok).toBe(true)
    expect(calculate({ ...roughing, startPressure: 1000, targetPressure: 800, targetPressureUnit: 'Torr' })).toEqual({
      ok: false,
      errors: { targetPressure: 'targetBelowStart' },
    })
  })

  it("asks for the numbers left out, and refuses what lies outside the model: infinities, zero, a negative line, the gas data's temperatures", () => {
    const outcome = calculate({
      ...roughing,
      volume: Number.NaN,
      startPressure: Number.POSITIVE_INFINITY,
      targetPressure: 0,
      lineDiameter: Number.NaN,
      valveConductance: -3,
      temperature: -273.1,
    })
    expect(outcome).toEqual({
      ok: false,
      errors: {
        volume: 'numberRequired',
        startPressure: 'pressureOutOfRange',
        targetPressure: 'pressureOutOfRange',
        lineDiameter: 'numberRequired',
        valveConductance: 'valveConductanceOutOfRange',
        temperature: 'temperatureOutOfRange',
      },
    })
    expect(calculate({ ...roughing, lineLength: -1 })).toEqual({ ok: false, errors: { lineLength: 'lineLengthOutOfRange' } })
    expect(calculate({ ...roughing, lineDiameter: 0 })).toEqual({ ok: false, errors: { lineDiameter: 'diameterOutOfRange' } })
    expect(calculate({ ...roughing, temperature: 1e6 })).toEqual({ ok: false, errors: { temperature: 'temperatureOutOfRange' } })
  })

  it('accepts the ends of each range as typed: 0.001 l, −70 °C and 700 °C, but not 700.5 °C', () => {
    expect(calculate({ ...roughing, volume: 0.001, temperature: -70 }).ok).toBe(true)
    expect(calculate({ ...roughing, temperature: 700 }).ok).toBe(true)
    expect(calculate({ ...roughing, temperature: 700.5 })).toEqual({ ok: false, errors: { temperature: 'temperatureOutOfRange' } })
  })

  it('answers the inputs that used to give "NaN×10 h" with a message by each field', () => {
    expect(calculate({ ...roughing, targetPressure: 1e-320 })).toEqual({ ok: false, errors: { targetPressure: 'pressureOutOfRange' } })
    expect(calculate({ ...roughing, lineDiameter: 1e308 })).toEqual({ ok: false, errors: { lineDiameter: 'diameterOutOfRange' } })
    const huge = calculate({
      ...roughing,
      volume: 1e300,
      startPressure: 1e300,
      targetPressure: 1e-300,
      pumpSpeed: 1e-300,
      lineLength: 1e300,
      lineDiameter: 1e-300,
      valveConductance: 1e300,
      temperature: 1e300,
    })
    expect(huge.ok).toBe(false)
    expect(Object.keys(huge.ok ? {} : huge.errors).sort()).toEqual(
      ['volume', 'startPressure', 'targetPressure', 'pumpSpeed', 'lineLength', 'lineDiameter', 'valveConductance', 'temperature'].sort(),
    )
  })

  it('gives a finite figure for every corner of the accepted range', () => {
    const corners = (field: keyof CalculatorInput) => {
      const range = fieldRange(field, roughing)!
      return [range.min, range.max]
    }
    let checked = 0
    for (const volume of corners('volume'))
      for (const pumpSpeed of corners('pumpSpeed'))
        for (const lineLength of corners('lineLength'))
          for (const lineDiameter of corners('lineDiameter'))
            for (const valveConductance of corners('valveConductance'))
              for (const temperature of corners('temperature'))
                for (const [startPressure, targetPressure] of [
                  [2000, 1e-10],
                  [2000, 1999],
                  [2e-10, 1e-10],
                ]) {
                  const outcome = calculate({
                    ...roughing,
                    ...{ volume, pumpSpeed, lineLength, lineDiameter, valveConductance, temperature, startPressure, targetPressure },
                  })
                  expect(outcome.ok).toBe(true)
                  checked++
                }
    expect(checked).toBe(192)
  })

  it('says so when a figure is not a finite number, rather than showing it', () => {
    const figures = figuresOf(roughing)
    expect(overflowed(figures)).toBe(false)
    expect(overflowed({ ...figures, pumpDownTime: { ...figures.pumpDownTime, value: Number.POSITIVE_INFINITY } })).toBe(true)
    expect(overflowed({ ...figures, effectiveSpeed: { ...figures.effectiveSpeed, value: 0 } })).toBe(true)
  })

  it('computes a roughing pump-down in viscous laminar flow: the line barely costs speed, 100 l take about 39 s to 1 mbar', () => {
    const figures = figuresOf(roughing)
    expect(figures.line?.regime).toBe('viscous')
    expect(figures.line?.atTarget.validity).toBe('laminar')
    expect(figures.effectiveSpeed.validity).toBe('laminar')
    expect(figures.effectiveSpeed.value * 1000).toBeGreaterThan(17)
    expect(figures.effectiveSpeed.value * 1000).toBeLessThan(18.1)
    // t = 100 l / S·ln(1013): 38.2 s at the full 18.1 l/s, a little more through the line
    expect(figures.pumpDownTime.value).toBeGreaterThan(38.2)
    expect(figures.pumpDownTime.value).toBeLessThan(41)
    expect(figures.pumpDownTime.validity).toBe('roughVacuum')
    // 18 l/s of air at atmospheric pressure through 40 mm: 14 m/s, Re ≈ 38,000 (hand check)
    expect(figures.pumpDownTime.caveat).toBe('turbulentEarly')
    expect(figuresOf({ ...roughing, startPressure: 50 }).pumpDownTime.caveat).toBeUndefined()
  })

  it("labels the line's molecular figure as outside its range in viscous flow, and gives its Clausing transmission", () => {
    const line = figuresOf(roughing).line!
    expect(line.molecular.validity).toBe('notMolecular')
    expect(line.lengthToRadius).toBe(50)
    expect(line.transmission).toBeCloseTo(0.0487, 3)
    expect(line.atTarget.value).toBeGreaterThan(line.molecular.value)
  })

  it('counts the molecular conductances of line and valve in series below the rough vacuum, and labels the time as outside it', () => {
    const figures = figuresOf({ ...roughing, targetPressure: 1e-6, valveConductance: 100, pumpSpeed: 300, pumpSpeedUnit: 'l/s' })
    expect(figures.line?.regime).toBe('molecular')
    expect(figures.line?.atTarget.validity).toBe('molecular')
    const line = figures.line!.atTarget.value
    expect(line / figures.line!.molecular.value).toBeCloseTo(1, 3)
    expect(figures.valve).toMatchObject({ value: 0.1, validity: 'valvePublished', catalogue: 0.1 })
    expect(figures.seriesConductance).toBeCloseTo(1 / (1 / line + 1 / 0.1), 12)
    expect(figures.effectiveSpeed.value).toBeCloseTo(1 / (1 / 0.3 + 1 / line + 1 / 0.1), 8)
    expect(figures.pumpDownTime.validity).toBe('belowRoughVacuum')
  })

  it('names the transition range', () => {
    const figures = figuresOf({ ...roughing, targetPressure: 0.05 })
    expect(figures.line?.regime).toBe('transition')
    expect(figures.line?.atTarget.validity).toBe('transition')
  })

  it("warns that the laminar formula overestimates a thin line carrying a big pump's flow (turbulent, Re above 2300)", () => {
    const figures = figuresOf({ ...roughing, targetPressure: 500, pumpSpeed: 250, lineDiameter: 25 })
    expect(figures.line?.atTarget.validity).toBe('turbulent')
    expect(figures.effectiveSpeed.validity).toBe('turbulent')
    expect(figures.pumpDownTime.caveat).toBe('turbulentEarly')
  })

  it('pumps at the pump speed when there is neither line nor valve, and through the valve alone when there is no line', () => {
    const direct = figuresOf({ ...roughing, lineLength: 0, lineDiameter: Number.NaN })
    expect(direct.line).toBeNull()
    expect(direct.seriesConductance).toBeNull()
    expect(direct.effectiveSpeed).toEqual({ value: 65 / 3600, validity: 'noLine' })
    const valveOnly = figuresOf({ ...roughing, lineLength: 0, valveConductance: 65, valveConductanceUnit: 'm³/h' })
    expect(valveOnly.effectiveSpeed.value).toBeCloseTo(65 / 3600 / 2, 12)
    expect(valveOnly.effectiveSpeed.validity).toBe('valvePublished')
  })

  it('scales line and valve alike with the gas: helium passes both 2.69 times faster than air in molecular flow', () => {
    const molecular = (gas: CalculatorInput['gas']) => figuresOf({ ...roughing, targetPressure: 1e-5, gas, valveConductance: 100 })
    const [helium, air] = [molecular('He'), molecular('air')]
    expect(Number((helium.line!.molecular.value / air.line!.molecular.value).toPrecision(3))).toBe(2.69)
    expect(Number((helium.valve!.value / air.valve!.value).toPrecision(3))).toBe(2.69)
    expect(helium.valve!.catalogue).toBe(air.valve!.catalogue)
  })
})
