import { describe, expect, it } from 'vitest'

import { durationParts, formatLength, significant } from './format'

describe('figures as an engineer reads them', () => {
  it.each(['en', 'zh'])('keep three significant figures in plain and powered form alike (%s)', (locale) => {
    expect(significant(0.0271, locale)).toBe('0.0271')
    expect(significant(2.71e-3, locale)).toBe('2.71×10⁻³')
    expect(significant(1.5, locale)).toBe('1.50')
    expect(significant(100, locale)).toBe('100')
    expect(significant(-3.14159e-7, locale)).toBe('-3.14×10⁻⁷')
    expect(significant(0, locale)).toBe('0')
  })

  it.each(['en', 'zh'])('separate thousands as the locale does (%s)', (locale) => {
    expect(significant(26_400, locale)).toBe('26,400')
    expect(significant(999_499, locale)).toBe('999,000')
    expect(significant(4.2e12, locale)).toBe('4.20×10¹²')
  })

  it('never writes a mantissa of 10: a figure that rounds up moves to the next power or into plain form', () => {
    expect(significant(9.996e-3, 'en')).toBe('0.0100')
    expect(significant(9.9996e-5, 'en')).toBe('1.00×10⁻⁴')
    expect(significant(999_950, 'en')).toBe('1.00×10⁶')
    for (let exponent = -300; exponent <= 300; exponent += 7) {
      for (const mantissa of [1, 9.99, 9.995, 9.9999]) expect(significant(mantissa * 10 ** exponent, 'en')).not.toMatch(/(^|\D)10×10/)
    }
  })

  it('shows a dash, never NaN or Infinity', () => {
    expect(significant(Number.NaN, 'en')).toBe('—')
    expect(significant(Number.POSITIVE_INFINITY, 'en')).toBe('—')
  })

  it('gives the mean free path in µm, mm or m as its size calls for', () => {
    expect(formatLength(6.6e-8, 'en')).toBe('0.0660 µm')
    expect(formatLength(6.6e-5, 'en')).toBe('66.0 µm')
    expect(formatLength(0.066, 'en')).toBe('66.0 mm')
    expect(formatLength(6.6, 'en')).toBe('6.60 m')
    expect(formatLength(6.6e4, 'en')).toBe('66,000 m')
    expect(formatLength(9.9996e-4, 'en')).toBe('1.00 mm')
  })

  it('gives durations in seconds, minutes or hours', () => {
    expect(durationParts(5.834, 'en')).toEqual({ unit: 'seconds', value: '5.83' })
    expect(durationParts(249.1, 'en')).toEqual({ unit: 'minutes', value: '4.15' })
    expect(durationParts(3.6e7, 'en')).toEqual({ unit: 'hours', value: '10,000' })
  })
})
