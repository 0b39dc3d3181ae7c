import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { policyFor } from '../../server/contentSecurityPolicy.mjs'

import { startPageServer } from '../support/pageServer'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const page =
  '<html><head><script src="/_next/a.js"></script><script>self.__next_f.push([1,"x"])</script></head><body><script type="application/ld+json">{}</script></body></html>'

let server: Awaited<ReturnType<typeof startPageServer>>
let origin: string

beforeAll(async () => {
  // the server's response pipeline around a stand-in for Next's handler
  server = await startPageServer((request, response) => {
    if (request.url === '/gzip') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Encoding', 'gzip')
      const body = gzipSync(page)
      response.write(body.subarray(0, 10))
      response.end(body.subarray(10))
    } else if (request.url === '/cached') {
      if (request.headers['if-none-match'] === '"v1"') {
        response.writeHead(304, { ETag: '"v1"' })
        response.end()
        return
      }
      response.writeHead(200, { 'Content-Type': 'text/html', ETag: '"v1"' })
      response.end(page)
    } else if (request.url === '/headed') {
      // as Next answers a HEAD: the page's headers, no body
      if (request.headers['if-none-match'] === '"v2"') {
        response.writeHead(304, { ETag: '"v2"' })
        response.end()
        return
      }
      response.writeHead(200, { 'Content-Type': 'text/html', ETag: '"v2"' })
      response.end(request.method === 'HEAD' ? undefined : page)
    } else if (request.url === '/json') {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end('{"ok":true}')
    } else {
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.write(page.slice(0, 40))
      response.end(page.slice(40))
    }
  })
  origin = server.origin
})

afterAll(() => server.close())

describe('the content security policy', () => {
  it('allows exactly the inline scripts of the page, by hash, and no unsafe-inline script', () => {
    const policy = policyFor(page)
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src')) ?? ''
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha('self.__next_f.push([1,"x"])')} ${sha('{}')}`)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("frame-ancestors 'self'")
  })

  it('is sent with an HTML page, streamed or compressed, whose body arrives intact', async () => {
    for (const path of ['/plain', '/gzip']) {
      const response = await fetch(origin + path)
      expect(response.headers.get('content-security-policy')).toContain(sha('self.__next_f.push([1,"x"])'))
      expect(await response.text()).toBe(page)
    }
  })

  it('is sent again when a browser revalidates a cached page', async () => {
    const first = await fetch(`${origin}/cached`)
    const revalidated = await fetch(`${origin}/cached`, { headers: { 'if-none-match': '"v1"' } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
  })

  it('keeps the policy of a page for its validator after a HEAD request (which has no body to hash)', async () => {
    const first = await fetch(`${origin}/headed`)
    const policy = first.headers.get('content-security-policy')
    expect(policy).toContain(sha('self.__next_f.push([1,"x"])'))
    const head = await fetch(`${origin}/headed`, { method: 'HEAD' })
    expect(head.headers.get('content-security-policy')).toBe(policy)
    const revalidated = await fetch(`${origin}/headed`, { headers: { 'if-none-match': '"v2"' } })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('content-security-policy')).toBe(policy)
  })

  it('leaves other responses alone', async () => {
    const response = await fetch(`${origin}/json`)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(await response.json()).toEqual({ ok: true })
  })
})
