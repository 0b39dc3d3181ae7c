import { describe, expect, it } from 'vitest'

import { type CalculatorInput, calculate } from './calculate'

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
      errors: { volume: 'volumePositive', targetPressure: 'targetBelowStart', pumpSpeed: 'pumpSpeedPositive' },
    })
  })

  it('compares start and target in their own units: 700 Torr is below 1000 mbar, 800 Torr is not', () => {
    expect(calculate({ ...roughing, startPressure: 1000, targetPressure: 700, targetPressureUnit: 'Torr' }).ok).toBe(true)
    expect(calculate({ ...roughing, startPressure: 1000, targetPressure: 800, targetPressureUnit: 'Torr' })).toEqual({
      ok: false,
      errors: { targetPressure: 'targetBelowStart' },
    })
  })

  it('asks for the numbers left out, a line diameter, a positive valve conductance and a temperature above absolute zero', () => {
    const outcome = calculate({
      ...roughing,
      volume: Number.NaN,
      startPressure: Number.POSITIVE_INFINITY,
      targetPressure: 0,
      lineDiameter: Number.NaN,
      valveConductance: -3,
      temperature: -300,
    })
    expect(outcome).toEqual({
      ok: false,
      errors: {
        volume: 'numberRequired',
        startPressure: 'numberRequired',
        targetPressure: 'pressurePositive',
        lineDiameter: 'numberRequired',
        valveConductance: 'valveConductancePositive',
        temperature: 'temperatureAboveAbsoluteZero',
      },
    })
    expect(calculate({ ...roughing, lineLength: -1 })).toEqual({ ok: false, errors: { lineLength: 'lineLengthNotNegative' } })
    expect(calculate({ ...roughing, lineDiameter: 0 })).toEqual({ ok: false, errors: { lineDiameter: 'diameterPositive' } })
  })

  it('computes a roughing pump-down in viscous laminar flow: the line barely costs speed, 100 l take about 39 s to 1 mbar', () => {
    const figures = figuresOf(roughing)
    expect(figures.line?.regime).toBe('viscous')
    expect(figures.line?.atTarget).toEqual({ value: figures.line?.laminar.value, validity: 'laminar' })
    // laminar: 135 × 4⁴ × 1 / 100 = 346 l/s against a pump of 18.1 l/s
    expect(Number((figures.line!.laminar.value * 1000).toPrecision(3))).toBe(346)
    expect(figures.effectiveSpeed.validity).toBe('laminar')
    expect(figures.effectiveSpeed.value * 1000).toBeGreaterThan(17)
    expect(figures.effectiveSpeed.value * 1000).toBeLessThan(18.1)
    // t = 100 l / S_eff × ln(1013): 38 s at the full 18.1 l/s, a little more through the line
    expect(figures.pumpDownTime.value).toBeGreaterThan(38.2)
    expect(figures.pumpDownTime.value).toBeLessThan(41)
    expect(figures.pumpDownTime.validity).toBe('roughVacuum')
  })

  it('labels every line formula with whether it holds at the target pressure, and shows them all', () => {
    const line = figuresOf(roughing).line!
    expect(line.molecular.validity).toBe('notMolecular')
    expect(line.transition.validity).toBe('notTransition')
    expect(line.molecular.value).toBeGreaterThan(0)
    expect(line.transition.value).toBeGreaterThan(line.laminar.value)
  })

  it('counts the molecular conductances of line and valve in series below the rough vacuum, and labels the time as outside it', () => {
    const figures = figuresOf({ ...roughing, targetPressure: 1e-4, valveConductance: 100, pumpSpeed: 300, pumpSpeedUnit: 'l/s' })
    expect(figures.line?.regime).toBe('molecular')
    expect(figures.line?.atTarget.validity).toBe('molecular')
    const line = figures.line!.molecular.value
    expect(figures.valve).toEqual({ value: 0.1, validity: 'valvePublished' })
    expect(figures.seriesConductance).toBeCloseTo(1 / (1 / line + 1 / 0.1), 12)
    expect(figures.effectiveSpeed.value).toBeCloseTo(1 / (1 / 0.3 + 1 / line + 1 / 0.1), 12)
    expect(figures.pumpDownTime.validity).toBe('belowRoughVacuum')
  })

  it('names the transition range and the estimate it uses there', () => {
    const figures = figuresOf({ ...roughing, targetPressure: 0.01 })
    expect(figures.line?.regime).toBe('transition')
    expect(figures.line?.atTarget).toEqual({ value: figures.line?.transition.value, validity: 'transition' })
    expect(figures.line?.laminar.validity).toBe('notViscous')
  })

  it("warns that the laminar formula overestimates a thin line carrying a big pump's flow (turbulent, Re above 2300)", () => {
    const figures = figuresOf({ ...roughing, targetPressure: 500, pumpSpeed: 250, lineDiameter: 25 })
    expect(figures.line?.laminar.validity).toBe('turbulent')
    expect(figures.effectiveSpeed.validity).toBe('turbulent')
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

  it('lets helium through the same molecular line 2.69 times faster than air', () => {
    const molecular = (gas: CalculatorInput['gas']) => figuresOf({ ...roughing, targetPressure: 1e-5, gas }).line!.molecular.value
    expect(Number((molecular('He') / molecular('air')).toPrecision(3))).toBe(2.69)
  })
})
