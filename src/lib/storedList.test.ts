import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { storedList } from './storedList'

/** A window with a localStorage that works, or throws like Safari's private mode. */
function fakeWindow({ storageFails = false } = {}) {
  const saved = new Map<string, string>()
  const events = new EventTarget()
  return Object.assign(events, {
    localStorage: {
      getItem: (key: string) => {
        if (storageFails) throw new Error('SecurityError')
        return saved.get(key) ?? null
      },
      setItem: (key: string, value: string) => {
        if (storageFails) throw new Error('QuotaExceededError')
        saved.set(key, value)
      },
    },
    saved,
  })
}

const isString = (item: unknown): item is string => typeof item === 'string'

describe('storedList', () => {
  beforeEach(() => vi.stubGlobal('window', fakeWindow()))
  afterEach(() => vi.unstubAllGlobals())

  it('reads back what it wrote, as the same array while the text is unchanged', () => {
    const list = storedList({ key: 'k', max: 3, keep: isString })
    list.write(['a', 'b'])
    const first = list.read()
    expect(first).toEqual(['a', 'b'])
    expect(list.read()).toBe(first)
  })

  it('keeps at most max items and leaves out what does not fit', () => {
    const list = storedList({ key: 'k', max: 2, keep: isString })
    window.localStorage.setItem('k', JSON.stringify([1, 'a', null, 'b', 'c']))
    expect(list.read()).toEqual(['a', 'b'])
    list.write(['x', 'y', 'z'])
    expect(JSON.parse(window.localStorage.getItem('k') ?? '')).toEqual(['x', 'y'])
  })

  it('reads a broken or foreign value as empty', () => {
    const list = storedList({ key: 'k', max: 2, keep: isString })
    window.localStorage.setItem('k', '{not json')
    expect(list.read()).toEqual([])
    window.localStorage.setItem('k', '{"a":1}')
    expect(list.read()).toEqual([])
  })

  it('tells its subscribers of a write, and stops when they leave', () => {
    const list = storedList({ key: 'k', max: 2, keep: isString })
    const onChange = vi.fn()
    const leave = list.subscribe(onChange)
    list.write(['a'])
    window.dispatchEvent(new Event('storage'))
    expect(onChange).toHaveBeenCalledTimes(2)
    leave()
    list.write(['b'])
    expect(onChange).toHaveBeenCalledTimes(2)
  })

  it('keeps the list for the page when the storage refuses', () => {
    vi.stubGlobal('window', fakeWindow({ storageFails: true }))
    const list = storedList({ key: 'k', max: 2, keep: isString })
    expect(list.read()).toEqual([])
    list.write(['a'])
    expect(list.read()).toEqual(['a'])
  })
})
