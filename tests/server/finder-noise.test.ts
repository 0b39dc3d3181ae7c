import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { finderNoiseStep } from '../../server/finderNoise.mjs'
import { compileServerModules } from '../../scripts/serverModules.mjs'
import { SECURITY_HEADERS } from '@/runtime/securityHeaders.mjs'

/**
 * The server's redirect of the finder's noisy addresses, with the rule as the build compiles it
 * (scripts/serverModules.mjs): a plain module that imports nothing, answering before "Next" (here a
 * handler that says it was asked).
 */
describe('the finder with noise in its address, answered before Next', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'server-modules-'))
  let server: Server
  let base: string

  beforeAll(async () => {
    await compileServerModules(root, outdir)
    const { finderRedirect } = await import(pathToFileURL(path.join(outdir, 'finderAddress.mjs')).href)
    const redirect = finderNoiseStep(finderRedirect)
    server = createServer((request, response) => {
      if (redirect(request, response)) return
      response.writeHead(200, { 'content-type': 'text/plain' })
      response.end('next')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 30_000)
  afterAll(() => {
    server?.close()
    rmSync(outdir, { recursive: true, force: true })
  })

  const ask = (url: string, method = 'GET') => fetch(base + url, { method, redirect: 'manual' })

  it.each([
    ['/productFinder?size=x1.5', '/productFinder'],
    ['/productFinder?utm_source=mail&size=100', '/productFinder?size=100'],
    ['/en/productFinder?size=100&size=100&flange=XYZ', '/en/productFinder?size=100'],
    ['/en/productFinder?unit=furlong&pressure=1e-9&page=0', '/en/productFinder?pressure=1e-9'],
  ])('sends %s to %s, with the headers of every answer', async (url, location) => {
    const response = await ask(url)
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe(location)
    for (const { key, value } of SECURITY_HEADERS) expect(response.headers.get(key)).toBe(value)
    expect(await response.text()).toBe('')
  })

  it('answers a HEAD the same way', async () => {
    const response = await ask('/productFinder?size=abc', 'HEAD')
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toBe('/productFinder')
  })

  it.each([
    '/productFinder',
    '/productFinder?size=100&flange=cf&pumpSpeed=',
    '/en/productFinder?pumpSpeed=250.5&unit=Pa&page=2',
    // another letter case: Next's redirect to the site map's spelling comes first
    '/ProductFinder?size=abc',
    '/de/productFinder?size=abc',
    '/home?size=abc',
    '/productFinder/x?size=abc',
  ])('leaves %s to Next', async (url) => {
    const response = await ask(url)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('next')
  })

  it("leaves Next's client router to Next: its fetches of the page's data, with or without its _rsc", async () => {
    // a link to the finder prefetched on every page: a redirect without `_rsc` met Next's redirect back
    // to it, and the browser gave up with too many redirects
    for (const url of ['/productFinder?_rsc=kXRAxTxl4KLNtCLV', '/productFinder?size=abc&_rsc=1a2b', '/en/productFinder?_rsc=x'])
      expect((await fetch(base + url, { headers: { RSC: '1' }, redirect: 'manual' })).status, url).toBe(200)
    // nor a prefetch named only by Next's other router headers
    expect((await fetch(`${base}/productFinder?size=abc`, { headers: { 'Next-Router-Prefetch': '1' }, redirect: 'manual' })).status).toBe(
      200,
    )
    // and an address with `_rsc` asks for the page's data even without the header
    expect((await ask('/productFinder?_rsc=kXRAxTxl4KLNtCLV')).status).toBe(200)
  })

  it('leaves other methods to Next', async () => {
    expect((await ask('/productFinder?size=abc', 'POST')).status).toBe(200)
  })

  it('never fails on a query of any shape', async () => {
    for (const query of ['%E0%A4%A=1', 'size=%', '=&&=', `size=${'9'.repeat(5000)}`, '尺寸=一百', 'size=1e999&pressure=-0'])
      expect([200, 308]).toContain((await ask(`/productFinder?${query}`)).status)
  })
})
