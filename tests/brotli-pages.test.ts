import { createHash } from 'node:crypto'
import { brotliDecompressSync, gzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { clearMicroCache } from '../server/pageMicroCache.mjs'

import { startPageServer } from './support/pageServer'

const inline = 'self.__next_f.push([1,"x"])'
const page = `<!DOCTYPE html><html><body><script>${inline}</script>${'<p>阀门 valve</p>'.repeat(200)}</body></html>`

let server: Awaited<ReturnType<typeof startPageServer>>
let origin: string
let rendered = 0
/** The Accept-Encoding the handler standing in for Next last saw. */
let nextSaw: string | undefined

beforeAll(async () => {
  // server.mjs's wrappers (server/pageResponse.mjs); the handler compresses with gzip as Next does
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
    if (url === '/streamed') {
      response.write(page.slice(0, 100))
      return response.end(page.slice(100))
    }
    // Next compresses whatever the request allows (and some answers always come encoded)
    if (/\bgzip\b/.test(nextSaw ?? '') || url === '/gzipped') {
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

describe('public pages in brotli', () => {
  it('sends a browser that takes brotli the page in brotli, with its length, Vary and the CSP hash of the page', async () => {
    const reply = await raw('/home', 'gzip, deflate, br, zstd')
    expect(nextSaw).toBe('identity')
    expect(reply.headers['content-encoding']).toBe('br')
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length)
    expect(reply.headers['vary']).toMatch(/Accept-Encoding/)
    expect(brotliDecompressSync(reply.body).toString('utf8')).toBe(page)
    expect(reply.body.length).toBeLessThan(gzipSync(page).length)
    const hash = createHash('sha256').update(inline, 'utf8').digest('base64')
    expect(reply.headers['content-security-policy']).toContain(`'sha256-${hash}'`)
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
  })

  it('compresses a page sent in pieces too (the CSP wrapper hands it over whole) and answers a revalidation with 304', async () => {
    const streamed = await raw('/streamed', 'br')
    expect(streamed.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(streamed.body).toString('utf8')).toBe(page)
    const unchanged = await raw('/about', 'br', { 'if-none-match': '"v1"' })
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    expect(unchanged.headers['content-encoding']).toBeUndefined()
  })

  it('leaves other answers as they are: not HTML, not a page, already encoded, or for a browser without brotli', async () => {
    const data = await raw('/data', 'br')
    expect(data.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(data.body.toString('utf8')).list).toHaveLength(300)
    // the CMS, sitemaps, robots.txt …: Next compresses them as the browser asked
    for (const path of ['/cms-api/pages', '/robots.txt', '/sitemap.xml', '/admin/login']) {
      await raw(path, 'gzip, br')
      expect(nextSaw, path).toBe('gzip, br')
    }
    const gzipped = await raw('/gzipped', 'br')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    const identity = await raw('/about', 'identity')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString('utf8')).toBe(page)
  })
})
