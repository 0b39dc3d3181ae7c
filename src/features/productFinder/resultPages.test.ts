import { describe, expect, it } from 'vitest'

import { pageParam, resultPage } from './resultPages'

const thirty = Array.from({ length: 30 }, (_, i) => i + 1)

describe('the finder in pages', () => {
  it('shows eight at a time: 1–8, 9–16, 17–24, 25–30', () => {
    expect(resultPage(thirty, 1)).toMatchObject({ page: 1, pages: 4, from: 1, to: 8 })
    expect(resultPage(thirty, 2).shown).toEqual(thirty.slice(8, 16))
    expect(resultPage(thirty, 4)).toMatchObject({ page: 4, from: 25, to: 30, shown: thirty.slice(24) })
  })

  it('shows the last page for a page past it (a filter left fewer results), and one empty page for none', () => {
    expect(resultPage(thirty, 9)).toMatchObject({ page: 4, from: 25 })
    expect(resultPage([], 2)).toEqual({ shown: [], page: 1, pages: 1, from: 0, to: 0 })
  })

  it('reads page= as a whole number from 1, anything else as the first page', () => {
    expect(pageParam('2')).toBe(2)
    expect(pageParam(['3', '1'])).toBe(3)
    for (const odd of [undefined, '', '0', '-1', '1.5', '2e3', 'abc', '99999999999']) expect(pageParam(odd)).toBe(1)
  })
})
