import { describe, expect, it } from 'vitest'

import { blankCalculatorInput, calculateQuery, calculatorQuery, parseCalculatorQuery } from './query'

/** A 100 l chamber, atmosphere to 1 mbar, a 65 m³/h pump on the chamber. */
const chamber = { volume: '100', startPressure: '1013', targetPressure: '1', pumpSpeed: '65' }
/** The same through 1 m of DN 40 line. */
const sent = { ...chamber, lineLength: '1', lineDiameter: '40' }

describe('the calculator form in the URL', () => {
  it('shows a first visit the blank form without any message', () => {
    const query = parseCalculatorQuery({})
    expect(query).toEqual({ submitted: false, input: blankCalculatorInput, errors: {} })
  })

  it('reads a sent form with its units, gas and temperature, and computes it', () => {
    const query = parseCalculatorQuery({
      ...sent,
      startPressureUnit: 'Torr',
      targetPressureUnit: 'Pa',
      pumpSpeedUnit: 'l/s',
      volumeUnit: 'm³',
      valveConductance: '120',
      gas: 'Ar',
      temperature: '-20',
    })
    expect(query.submitted).toBe(true)
    expect(query.errors).toEqual({})
    expect(query.input).toMatchObject({
      volume: 100,
      volumeUnit: 'm³',
      startPressureUnit: 'Torr',
      targetPressure: 1,
      targetPressureUnit: 'Pa',
      pumpSpeedUnit: 'l/s',
      valveConductance: 120,
      gas: 'Ar',
      temperature: -20,
    })
    expect(calculateQuery(query).ok).toBe(true)
  })

  it('takes what a person types: full-width digits, spaces, 1e-3, "m3/h", "n2", and 20 °C and air when left out', () => {
    const query = parseCalculatorQuery({ ...sent, volume: ' １００ ', targetPressure: '1e-3', pumpSpeedUnit: 'm3/h', gas: 'n2' })
    expect(query.errors).toEqual({})
    expect(query.input).toMatchObject({ volume: 100, targetPressure: 0.001, pumpSpeedUnit: 'm³/h', gas: 'N2' })
    expect(parseCalculatorQuery(sent).input).toMatchObject({ gas: 'air', temperature: 20, valveConductance: null })
  })

  it('answers garbage, hex, huge and repeated values with field errors and no figures, never an exception', () => {
    const query = parseCalculatorQuery({
      volume: 'lots',
      startPressure: '0x10',
      targetPressure: ['1', '2'],
      pumpSpeed: '9'.repeat(400),
      pumpSpeedUnit: 'psi',
      lineLength: '1',
      gas: 'xenon',
      temperature: 'warm',
    })
    expect(calculateQuery(query)).toEqual({
      ok: false,
      errors: {
        volume: 'numberRequired',
        startPressure: 'numberRequired',
        pumpSpeed: 'numberRequired',
        pumpSpeedUnit: 'unitUnknown',
        lineDiameter: 'numberRequired',
        gas: 'gasUnknown',
        temperature: 'numberRequired',
      },
    })
  })

  it('reports a unit it does not know even when the numbers are right, rather than computing in another unit', () => {
    expect(calculateQuery(parseCalculatorQuery({ ...sent, targetPressureUnit: 'inHg' }))).toEqual({
      ok: false,
      errors: { targetPressureUnit: 'unitUnknown' },
    })
  })

  it('treats a form without line length and diameter as a pump on the chamber, and a half-filled line as a question', () => {
    const direct = calculateQuery(parseCalculatorQuery(chamber))
    expect(direct.ok && direct.figures.line).toBeNull()
    expect(calculateQuery(parseCalculatorQuery({ ...chamber, lineDiameter: '40' }))).toEqual({
      ok: false,
      errors: { lineLength: 'numberRequired' },
    })
  })

  it('writes a link that reopens the same form, such as a product page\'s "check on my system" with its valve', () => {
    const link = calculatorQuery({ valveConductance: 160, valveConductanceUnit: 'l/s', lineDiameter: 100 })
    expect(link).toBe('?lineDiameter=100&valveConductance=160&valveConductanceUnit=l%2Fs')
    const reopened = parseCalculatorQuery(Object.fromEntries(new URLSearchParams(link)))
    expect(reopened.input).toMatchObject({ valveConductance: 160, lineDiameter: 100 })
    const full = parseCalculatorQuery(sent).input
    expect(parseCalculatorQuery(Object.fromEntries(new URLSearchParams(calculatorQuery(full)))).input).toEqual(full)
  })
})
