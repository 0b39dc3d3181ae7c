import { describe, expect, it } from 'vitest'

import { loadMessages } from '@/messages'

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix]

describe('interface messages', () => {
  it('have the same keys in Chinese and English', async () => {
    const zh = keysOf(await loadMessages('zh')).sort()
    const en = keysOf(await loadMessages('en')).sort()
    expect(zh.filter((k) => !en.includes(k))).toEqual([])
    expect(en.filter((k) => !zh.includes(k))).toEqual([])
    expect(zh.length).toBeGreaterThan(3)
  })
})
