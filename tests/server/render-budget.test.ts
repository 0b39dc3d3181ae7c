import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { renderBudget } from '../../server/renderBudget.mjs'

import { sample } from '../support/metrics'

// server.mjs's budget around a stand-in for Next that takes 100 ms per render (or x-test-render-ms);
// the client's address comes from a test header, as server.mjs puts the socket's peer in
// `x-socket-address`. The queue's rules are read unpaced, the pacing on a budget of its own.
let origin: string
let renders = 0
let renderWithinBudget = renderBudget({ msPerSecond: 0 })
const server = createServer((request, response) => {
  request.headers['x-socket-address'] = String(request.headers['x-test-address'] ?? '127.0.0.1')
  renderWithinBudget(request, response, () => {
    renders++
    setTimeout(() => response.end(`rendered ${request.url}`), Number(request.headers['x-test-render-ms'] ?? 100))
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

describe('the pace of one address', () => {
  const flood = (address: string, count: number) =>
    Promise.all(Array.from({ length: count }, (_, n) => get(`/nosuchpage${n}`, address, { 'x-test-render-ms': '20' })))

  it('spends its render time at once, then renders only as fast as its share a second pays back', async () => {
    renderWithinBudget = renderBudget({ msPerSecond: 0 })
    let started = Date.now()
    expect((await flood('203.0.113.20', 30)).every((response) => response.status === 200)).toBe(true)
    const unpaced = Date.now() - started

    // 100 ms a second: 400 ms at once (20 renders of 20 ms), then one every 200 ms
    renderWithinBudget = renderBudget({ msPerSecond: 100 })
    started = Date.now()
    const paced = flood('203.0.113.21', 30)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const other = Date.now()
    expect((await get('/search?keyword=valve', '198.51.100.8', { 'x-test-render-ms': '20' })).status).toBe(200)
    // another address renders at once while this one waits for its time
    expect(Date.now() - other).toBeLessThan(150)
    expect((await paced).every((response) => response.status === 200)).toBe(true)
    const took = Date.now() - started
    expect(unpaced).toBeLessThan(700)
    // ten renders beyond the credit, 200 ms each
    expect(took).toBeGreaterThan(1500)
    expect(took).toBeLessThan(4000)
  })

  it('counts a render at most 100 ms (an upload from a slow phone is not seconds of work)', async () => {
    // 25 ms a second: 100 ms of credit, which one long render would otherwise owe for seconds
    renderWithinBudget = renderBudget({ msPerSecond: 25 })
    expect((await get('/api/upload/upload', '203.0.113.22', { 'x-test-render-ms': '600' })).status).toBe(200)
    const started = Date.now()
    expect((await get('/home', '203.0.113.22', { 'x-test-render-ms': '20' })).status).toBe(200)
    // its 100 ms of credit is spent, and time pays a moment of it back; counted whole, the 600 ms
    // would be owed for 20 s
    expect(Date.now() - started).toBeLessThan(400)
  })

  it('keeps the debt of an address that asks one page at a time', async () => {
    renderWithinBudget = renderBudget({ msPerSecond: 50, running: 1 })
    // 200 ms of credit; one request at a time, each 100 ms: the third has none left
    const times: number[] = []
    for (let n = 0; n < 4; n++) {
      const started = Date.now()
      await get(`/nosuchpage-turns-${n}`, '203.0.113.23')
      times.push(Date.now() - started)
    }
    expect(times.slice(0, 2).every((ms) => ms < 180)).toBe(true)
    // each waits what its predecessor owed (100 ms at 50 a second: 2 s) minus what time paid back
    expect(times[3]).toBeGreaterThan(1000)
  })
})
