import { describe, expect, it } from 'vitest'

import { compareHref, parseCompareQuery } from './compareQuery'

describe('a comparison address', () => {
  it('shows the products it names in its order, and reopens as the same address', () => {
    const selection = parseCompareQuery({ p: ['vacuumValve:3', 'presysModel:16', 'otherProduct:mne'] })
    expect(selection).toEqual({ keys: ['vacuumValve:3', 'presysModel:16', 'otherProduct:mne'], unknown: [], leftOut: [], hideSame: false })
    expect(compareHref('en', selection.keys)).toBe('/en/compare?p=vacuumValve:3&p=presysModel:16&p=otherProduct:mne')
    expect(parseCompareQuery({ p: 'vacuumValve:3' }).keys).toEqual(['vacuumValve:3'])
  })

  it('reports keys that name no product and shows the known ones', () => {
    const selection = parseCompareQuery({ p: ['vacuumValve:99', 'vacuumValve:1', 'y70', 'presysModel:8', 'x'.repeat(300)] })
    expect(selection.keys).toEqual(['vacuumValve:1'])
    expect(selection.unknown).toEqual(['vacuumValve:99', 'y70', 'presysModel:8', 'x'.repeat(40)])
  })

  it('shows a product named twice once', () => {
    const selection = parseCompareQuery({ p: ['vacuumValve:1', ' vacuumValve:1 ', 'vacuumValve:4', 'vacuumValve:1', ''] })
    expect(selection.keys).toEqual(['vacuumValve:1', 'vacuumValve:4'])
    expect(selection.unknown).toEqual([])
  })

  it('keeps the first four products and names the ones left out', () => {
    const keys = ['vacuumValve:1', 'vacuumValve:2', 'vacuumValve:3', 'vacuumValve:4', 'presysModel:9', 'otherProduct:mne']
    const selection = parseCompareQuery({ p: keys })
    expect(selection.keys).toEqual(keys.slice(0, 4))
    expect(selection.leftOut).toEqual(['presysModel:9', 'otherProduct:mne'])
  })

  it('folds the equal rows only when it says same=hide, and keeps that in the address', () => {
    expect(parseCompareQuery({ p: 'vacuumValve:1', same: 'hide' }).hideSame).toBe(true)
    expect(parseCompareQuery({ p: 'vacuumValve:1', same: 'show' }).hideSame).toBe(false)
    expect(compareHref('zh', ['vacuumValve:1', 'vacuumValve:3'], { hideSame: true })).toBe(
      '/compare?p=vacuumValve:1&p=vacuumValve:3&same=hide',
    )
    expect(compareHref('zh', [])).toBe('/compare')
  })
})
