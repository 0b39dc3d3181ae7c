import { afterEach, expect, it, vi } from 'vitest'

import { forget, hit, peek } from '@/features/rateLimit.server'

import { testPayload } from '../support/payload'

const limit = { name: 'test', limit: 2, windowMs: 60_000 }

afterEach(() => {
  vi.useRealTimers()
})

it('counts hits in a window shared through the database, and starts over when it ends', async () => {
  const payload = await testPayload()
  expect(await hit(payload, limit, 'a')).toMatchObject({ allowed: true, count: 1 })
  expect(await hit(payload, limit, 'a')).toMatchObject({ allowed: true, count: 2 })
  const third = await hit(payload, limit, 'a')
  expect(third).toMatchObject({ allowed: false, count: 3 })
  expect(third.retryAfterMs).toBeGreaterThan(55_000)
  expect(third.retryAfterMs).toBeLessThanOrEqual(60_000)
  expect(await peek(payload, limit, 'b')).toMatchObject({ count: 0 })
  expect(await peek(payload, limit, 'a')).toMatchObject({ count: 3 })

  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + 61_000)
  expect(await peek(payload, limit, 'a')).toMatchObject({ count: 0 })
  expect(await hit(payload, limit, 'a')).toMatchObject({ allowed: true, count: 1 })

  await forget(payload, limit, 'a')
  expect(await peek(payload, limit, 'a')).toMatchObject({ count: 0 })
})

it('counts concurrent hits exactly once each', async () => {
  const payload = await testPayload()
  const states = await Promise.all(Array.from({ length: 10 }, () => hit(payload, { ...limit, limit: 100 }, 'burst')))
  expect(states.map((s) => s.count).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
})
