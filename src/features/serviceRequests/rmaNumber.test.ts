import { describe, expect, it } from 'vitest'

import { formatRmaNumber, normaliseRmaNumber, parseRmaNumber } from './rmaNumber'

describe('RMA numbers', () => {
  it('are written with the year and a five-digit sequence', () => {
    expect(formatRmaNumber({ year: 2026, sequence: 42 })).toBe('RMA-2026-00042')
    expect(formatRmaNumber({ year: 2026, sequence: 1 })).toBe('RMA-2026-00001')
    // a busy year keeps counting rather than wrapping round to a number already on a parcel
    expect(formatRmaNumber({ year: 2026, sequence: 123456 })).toBe('RMA-2026-123456')
  })

  it('cannot be made from a sequence or year that no counter gives', () => {
    expect(() => formatRmaNumber({ year: 2026, sequence: 0 })).toThrow(RangeError)
    expect(() => formatRmaNumber({ year: 2026, sequence: Number.NaN })).toThrow(RangeError)
    expect(() => formatRmaNumber({ year: 26, sequence: 1 })).toThrow(RangeError)
  })

  it('are read as a customer types them: any case, spaces, full-width characters, fewer zeros', () => {
    expect(parseRmaNumber('RMA-2026-00042')).toEqual({ year: 2026, sequence: 42 })
    expect(normaliseRmaNumber('  rma-2026-00042 ')).toBe('RMA-2026-00042')
    expect(normaliseRmaNumber('Rma - 2026 - 42')).toBe('RMA-2026-00042')
    expect(normaliseRmaNumber('ＲＭＡ－２０２６－０００４２')).toBe('RMA-2026-00042')
    expect(normaliseRmaNumber('rma-2026-000042')).toBe('RMA-2026-00042')
  })

  it('refuse anything else, so that a look-up never runs on it', () => {
    for (const text of [
      '',
      'RMA-2026',
      'RMA-2026-',
      'RMA-26-00042',
      'RMA-2026-00000',
      'RMB-2026-00042',
      'RMA-2026-00042x',
      'RMA-2026-0004 2',
      '2026-00042',
      'RMA-1999-00001',
      'RMA-2026-1234567890',
    ])
      expect(normaliseRmaNumber(text), text).toBeUndefined()
  })
})
