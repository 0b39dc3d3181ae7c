import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { renderWithinBudget } from '../../server/renderBudget.mjs'

import { sample } from '../support/metrics'

// server.mjs's budget around a stand-in for Next that takes 100 ms per render; the client's address
// comes from a test header, as server.mjs puts the socket's peer in `x-socket-address`
let origin: string
let renders = 0
const server = createServer((request, response) => {
  request.headers['x-socket-address'] = String(request.headers['x-test-address'] ?? '127.0.0.1')
  renderWithinBudget(request, response, () => {
    renders++
    setTimeout(() => response.end(`rendered ${request.url}`), 100)
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, address: string, headers: Record<string, string> = {}) =>
  fetch(origin + path, { headers: { 'x-test-address': address, ...headers } })

describe('the render budget of a client address', () => {
  it('renders a few requests of one address at a time, queues more, and refuses the rest at once', async () => {
    const refusalsBefore = await sample('site_render_refusals_total')
    const flood = await Promise.all(Array.from({ length: 100 }, (_, n) => get(`/search?keyword=${n}`, '203.0.113.9')))
    const statuses = flood.map((response) => response.status)
    // 2 running and 64 waiting are rendered in turn; the rest beyond (fewer when a render ends
    // before the last requests arrive) are told to come back
    const ok = statuses.filter((status) => status === 200).length
    const refusedCount = statuses.filter((status) => status === 503).length
    expect(ok + refusedCount).toBe(100)
    expect(ok).toBeGreaterThanOrEqual(66)
    expect(refusedCount).toBeGreaterThanOrEqual(25)
    const refused = flood.find((response) => response.status === 503)!
    expect(refused.headers.get('retry-after')).toBe('2')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.text()).toContain('请求过于频繁')
    expect(await sample('site_render_refusals_total')).toBe(refusalsBefore + refusedCount)
  })

  it('leaves another address its own budget while one floods', async () => {
    const flood = Promise.all(Array.from({ length: 100 }, (_, n) => get(`/nosuchpage${n}`, '203.0.113.10')))
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = Date.now()
    const other = await get('/search?keyword=valve', '198.51.100.7')
    expect(other.status).toBe(200)
    // one render's time, not the flood's queue (33 turns of 100 ms)
    expect(Date.now() - started).toBeLessThan(400)
    await flood
  })

  it("refuses an API call in the envelope, in the caller's language", async () => {
    const calls = await Promise.all(
      Array.from({ length: 80 }, () =>
        fetch(`${origin}/api/index/search`, { method: 'POST', headers: { 'x-test-address': '203.0.113.11', lang: 'en' }, body: '{}' }),
      ),
    )
    const refused = calls.find((response) => response.status === 503)!
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await refused.json()).toEqual({ code: 0, msg: 'Too many requests at once: please try again in a moment', data: {} })
  })

  it("never budgets the machine's own address (the operator's tools, a proxy TRUST_PROXY does not name)", async () => {
    const local = await Promise.all(Array.from({ length: 90 }, (_, n) => get(`/search?keyword=local${n}`, '127.0.0.1')))
    expect(local.every((response) => response.status === 200)).toBe(true)
  })

  it('never counts the build files', async () => {
    const before = renders
    const assets = await Promise.all(Array.from({ length: 90 }, (_, n) => get(`/_next/static/chunks/${n}.js`, '203.0.113.12')))
    expect(assets.every((response) => response.status === 200)).toBe(true)
    expect(renders - before).toBe(90)
  })
})
