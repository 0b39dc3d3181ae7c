import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { clearMicroCache } from '../../server/pageMicroCache.mjs'
import { scriptsAfterParsing } from '../../server/scriptsAfterParsing.mjs'

import { startPageServer } from '../support/pageServer'

const inline = 'self.__next_f.push([1,"x"])'
// a page as Next writes it: its build's scripts async in the head
const page =
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head>' +
  `<body><script>${inline}</script>${'<p>阀门 valve</p>'.repeat(200)}</body></html>`
/** The page as the server sends it: its scripts loaded after parsing (decision 028). */
const sent = scriptsAfterParsing(page)
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
const loader = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(sent)![1]

let server: Awaited<ReturnType<typeof startPageServer>>
let origin: string
let rendered = 0
/** The Accept-Encoding the handler standing in for Next last saw. */
let nextSaw: string | undefined

beforeAll(async () => {
  // server.mjs's response pipeline (server/responsePipeline.mjs); the handler compresses with gzip as Next does
  server = await startPageServer((request, response) => {
    rendered++
    nextSaw = request.headers['accept-encoding']
    const url = request.url ?? ''
    response.setHeader('Cache-Control', 's-maxage=31536000')
    if (url === '/data' || url.startsWith('/cms-api/')) {
      response.setHeader('Content-Type', 'application/json')
      return response.end(JSON.stringify({ list: Array.from({ length: 300 }, (_, i) => i) }))
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('ETag', '"v1"')
    if (request.headers['if-none-match'] === '"v1"') {
      response.writeHead(304)
      return response.end()
    }
    if (request.method === 'HEAD') {
      // as Next answers a HEAD: the page's headers and length, no body
      response.setHeader('Content-Length', Buffer.byteLength(page))
      response.writeHead(200)
      return response.end()
    }
    if (url === '/streamed') {
      response.write(page.slice(0, 100))
      return response.end(page.slice(100))
    }
    // Next compresses whatever the request allows (and some answers always come encoded)
    if (/\bgzip\b|\*/.test(nextSaw ?? '') || url === '/gzipped') {
      response.setHeader('Content-Encoding', 'gzip')
      response.setHeader('Vary', 'Accept-Encoding')
      response.writeHead(200)
      return response.end(gzipSync(page))
    }
    // as Next's compression middleware does: the head first, then the body
    response.writeHead(200)
    response.end(Buffer.from(page))
  })
  origin = server.origin
})

afterAll(() => server.close())

beforeEach(() => {
  clearMicroCache()
  rendered = 0
})

/** The raw bytes as sent (fetch would decode them). */
async function raw(path: string, acceptEncoding: string, headers: Record<string, string> = {}) {
  const { request } = await import('node:http')
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    request(origin + path, { headers: { ...headers, 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
      .on('error', reject)
      .end()
  })
}

describe('pages compressed by the server', () => {
  it('sends a browser that takes brotli the page in brotli, its scripts after parsing, with its length, Vary and the CSP hashes', async () => {
    const reply = await raw('/home', 'gzip, deflate, br, zstd')
    expect(nextSaw).toBe('identity')
    expect(reply.headers['content-encoding']).toBe('br')
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length)
    expect(reply.headers['vary']).toMatch(/Accept-Encoding/)
    expect(brotliDecompressSync(reply.body).toString('utf8')).toBe(sent)
    expect(sent).not.toContain('<script src="/_next/static/chunks/a.js"')
    expect(reply.body.length).toBeLessThan(gzipSync(sent).length)
    expect(reply.headers['content-security-policy']).toContain(hashOf(inline))
    expect(reply.headers['content-security-policy']).toContain(hashOf(loader))
  })

  it('sends a client that takes gzip only the same page in gzip, and one that takes neither the same page plain', async () => {
    const gzip = await raw('/home', 'gzip, deflate')
    expect(nextSaw).toBe('identity')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length)
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(sent)
    expect(gzip.headers['content-security-policy']).toContain(hashOf(loader))
    // a client that takes neither (Next would choose deflate, or gzip for `*`, itself)
    for (const other of ['identity', 'deflate', '*']) {
      const plain = await raw('/home', other)
      expect(nextSaw, other).toBe('identity')
      expect(plain.headers['content-encoding'], other).toBeUndefined()
      expect(plain.body.toString('utf8'), other).toBe(sent)
    }
  })

  it("compresses a member's page too (never kept), and a revalidation after any encoding carries the loader's hash", async () => {
    const member = await raw('/member', 'br', { cookie: 'member_token=abc' })
    expect(member.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(member.body).toString('utf8')).toBe(sent)
    await raw('/member', 'br', { cookie: 'member_token=abc' })
    expect(rendered).toBe(2)
    await raw('/home', 'gzip')
    const unchanged = await raw('/home', 'br', { 'if-none-match': '"v1"' })
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers['content-security-policy']).toContain(hashOf(loader))
  })

  it('answers a HEAD with the encoding a GET would have and no length it would not have', async () => {
    const { request } = await import('node:http')
    const head = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) =>
      request(origin + '/home', { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.headers))
      })
        .on('error', reject)
        .end(),
    )
    expect(head['content-encoding']).toBe('br')
    expect(head['content-length']).toBeUndefined()
    expect(head['content-security-policy']).toBeDefined()
  })

  it('keeps the brotli copy for the next second, apart from the gzip one', async () => {
    const first = await raw('/home', 'br')
    const again = await raw('/home', 'br, gzip')
    expect(rendered).toBe(1)
    expect(again.body.equals(first.body)).toBe(true)
    expect(again.headers['content-encoding']).toBe('br')
    const gzip = await raw('/home', 'gzip')
    expect(rendered).toBe(2)
    expect(gzip.headers['content-encoding']).toBe('gzip')
    await raw('/home', 'gzip')
    expect(rendered).toBe(2)
  })

  it('compresses a page sent in pieces too (the CSP wrapper hands it over whole) and answers a revalidation with 304', async () => {
    const streamed = await raw('/streamed', 'br')
    expect(streamed.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(streamed.body).toString('utf8')).toBe(sent)
    const unchanged = await raw('/about', 'br', { 'if-none-match': '"v1"' })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    expect(unchanged.headers['content-encoding']).toBeUndefined()
  })

  it('leaves other answers as they are: not HTML, not a page (nor its scripts), an RSC payload, already encoded', async () => {
    const data = await raw('/data', 'br')
    expect(data.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(data.body.toString('utf8')).list).toHaveLength(300)
    // the CMS, sitemaps, robots.txt …: Next compresses them as the browser asked
    for (const path of ['/cms-api/pages', '/robots.txt', '/sitemap.xml', '/admin/login']) {
      await raw(path, 'gzip, br')
      expect(nextSaw, path).toBe('gzip, br')
    }
    const admin = await raw('/admin', 'identity')
    expect(admin.body.toString('utf8')).toBe(page)
    await raw('/home', 'gzip, br', { rsc: '1' })
    expect(nextSaw).toBe('gzip, br')
    const gzipped = await raw('/gzipped', 'br')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
  })
})
