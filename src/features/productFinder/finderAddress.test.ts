import { describe, expect, it } from 'vitest'

import { tidyFinderSearch } from './finderAddress'

const tidy = (search: string) => tidyFinderSearch(new URLSearchParams(search))

describe("the finder's address", () => {
  it('is left alone when every part is understood, in any order, with the empty fields the form sends', () => {
    expect(tidy('')).toBeNull()
    expect(tidy('unit=Pa&family=gate&size=100&size=160&flange=cf&pressure=1e-9&bakeout=200&pumpSpeed=&page=2')).toBeNull()
    expect(tidy('flange=CF,ISO-F&pumpSpeed=250.5&lineConductance=80&effectiveSpeed=100')).toBeNull()
  })

  it("keeps what it understands and drops the rest, written the finder's way", () => {
    expect(tidy('size=abc')).toBe('')
    expect(tidy('size=100-42')).toBe('')
    expect(tidy('family=angle&bakeout=250&flange=XYZ&size=abc&pressure=7')).toBe('?bakeout=250&family=angle')
    expect(tidy('utm_source=x&size=100')).toBe('?size=100')
    expect(tidy('unit=furlong&size=100&page=0')).toBe('?size=100')
    expect(tidy('page=3&unit=Torr&unit=Pa&size=100')).toBe('?size=100&unit=Torr&page=3')
  })

  it('counts a value given twice, or a second value for a one-value filter, as noise', () => {
    expect(tidy('size=100&size=100')).toBe('?size=100')
    expect(tidy('pressure=1e-9&pressure=1e-6')).toBe('?pressure=1e-9')
    expect(tidy('pumpSpeed=100&pumpSpeed=200')).toBe('?pumpSpeed=100')
  })

  it('never sends an address it made to another', () => {
    for (const noisy of ['size=abc&flange=cf,ISO-K,cf', 'pressure=0.001&bakeout=150&x=1', 'effectiveSpeed=1e3&material=316l&material=316L'])
      expect(tidy(String(tidy(noisy)).replace(/^\?/, ''))).toBeNull()
  })
})
