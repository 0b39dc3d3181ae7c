import { describe, expect, it } from 'vitest'

import { retryableImport } from './retryableImport'

describe('a retryable lazy import', () => {
  it('fetches the code once for every caller', async () => {
    let fetches = 0
    const load = retryableImport(async () => ({ fetch: ++fetches }))
    const [first, second] = await Promise.all([load(), load()])
    expect(await load()).toBe(first)
    expect(second).toBe(first)
    expect(fetches).toBe(1)
  })

  it('tries again after a failed fetch, and keeps the one that worked', async () => {
    let fetches = 0
    const load = retryableImport(async () => {
      fetches++
      if (fetches === 1) throw new Error('network down')
      return { fetch: fetches }
    })
    await expect(load()).rejects.toThrow('network down')
    expect(await load()).toEqual({ fetch: 2 })
    expect(await load()).toEqual({ fetch: 2 })
    expect(fetches).toBe(2)
  })

  it('fetches once for each argument list (the captcha in each language)', async () => {
    const fetched: string[] = []
    const load = retryableImport(async (locale: string) => {
      fetched.push(locale)
      return { locale }
    })
    expect(await load('en')).toEqual({ locale: 'en' })
    expect(await load('zh')).toEqual({ locale: 'zh' })
    expect(await load('zh')).toEqual({ locale: 'zh' })
    expect(fetched).toEqual(['en', 'zh'])
  })
})
