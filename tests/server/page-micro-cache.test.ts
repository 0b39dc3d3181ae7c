import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { clearMicroCache } from '../../server/pageMicroCache.mjs'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../server/sharedCaching.mjs'

import { sample } from '../support/metrics'
import { startPageServer } from '../support/pageServer'

const page = (n: number) => `<html><body><script>self.__next_f.push([1,"${n}"])</script>page ${n}</body></html>`

let server: Awaited<ReturnType<typeof startPageServer>>
let origin: string
/** How many requests reached the handler standing in for Next. */
let rendered = 0

beforeAll(async () => {
  // server.mjs's response pipeline (server/responsePipeline.mjs) around a stand-in for Next
  server = await startPageServer((request, response) => {
    rendered++
    const url = request.url ?? ''
    // as server.mjs gives each request's answer its id (server/requestLog.mjs)
    const id = request.headers['x-request-id']
    if (typeof id === 'string') response.setHeader('X-Request-Id', id)
    // a read call of the public API: its reply says which body it read (and how many calls rendered)
    if (url.startsWith('/api/')) {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        response.setHeader('Content-Type', 'application/json')
        response.setHeader('Cache-Control', 'no-store')
        const reply = { code: 1, data: { read: Buffer.concat(chunks).toString('utf8'), lang: request.headers.lang ?? '', n: rendered } }
        response.end(JSON.stringify(reply))
      })
      return
    }
    // a picture as Next's image optimiser gives it: in the best format the browser takes
    if (url.startsWith('/_next/image')) {
      const accept = String(request.headers.accept ?? '')
      const format = accept.includes('image/avif') ? 'avif' : accept.includes('image/webp') ? 'webp' : 'jpeg'
      response.statusCode = url.includes('w=1') ? 400 : 200
      response.setHeader('Content-Type', url.includes('w=1') ? 'text/plain' : `image/${format}`)
      response.setHeader('Cache-Control', url.includes('private') ? 'private, max-age=0' : 'public, max-age=14400, must-revalidate')
      response.setHeader('ETag', `${format}${rendered}`)
      response.setHeader('Vary', 'Accept')
      response.end(`${format} ${rendered}`)
      return
    }
    if (url.startsWith('/icon.svg')) {
      response.setHeader('Content-Type', 'image/svg+xml')
      response.setHeader('Cache-Control', 'public, max-age=0, must-revalidate')
      response.end(`<svg n="${rendered}"/>`)
      return
    }
    if (url.startsWith('/sitemap')) {
      response.setHeader('Content-Type', 'application/xml; charset=utf-8')
      response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300')
      response.end(`<urlset n="${rendered}"/>`)
      return
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    // as Next says where its answer came from
    response.setHeader('X-Nextjs-Cache', 'HIT')
    // as Next marks a page from its incremental cache, or one rendered per request
    response.setHeader(
      'Cache-Control',
      url.startsWith('/member') ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=31536000',
    )
    if (url.startsWith('/cookie')) response.setHeader('Set-Cookie', 'a=b')
    // a members-only page, asked without a session: Next renders its redirect to the login page
    if (url.startsWith('/VacuumValve1') && !String(request.headers.cookie ?? '').includes('member_token=')) {
      response.statusCode = 307
      response.setHeader('Location', '/login?redirect=%2FVacuumValve1')
      response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    }
    // a page that has not changed: Next answers 304 to a browser holding it
    if (url.startsWith('/unchanged')) {
      response.setHeader('ETag', '"same"')
      if (request.headers['if-none-match'] === '"same"') {
        response.statusCode = 304
        response.end()
        return
      }
    } else response.setHeader('ETag', `"v${rendered}"`)
    const body = page(rendered)
    // a page that takes a moment to render
    if (url.startsWith('/news')) setTimeout(() => response.end(body), 100)
    else response.end(body)
  })
  origin = server.origin
})

afterAll(() => server.close())

beforeEach(() => {
  clearMicroCache()
  rendered = 0
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(origin + path, { headers })

describe('the in-process copy of public pages', () => {
  it('answers a public page again from memory, with the same bytes and headers, including its policy', async () => {
    const first = await get('/home')
    const second = await get('/home')
    expect(rendered).toBe(1)
    expect(await second.text()).toBe(await first.text())
    expect(second.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(second.headers.get('content-security-policy')).toContain("'sha256-")
    expect(second.headers.get('etag')).toBe('"v1"')
    // as any cache says of what it serves: how old the copy is; an answer Next rendered says nothing
    expect(first.headers.get('age')).toBeNull()
    expect(second.headers.get('age')).toBe('0')
    // and not that Next's cache answered: the copy did
    expect(first.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(second.headers.get('x-nextjs-cache')).toBeNull()
  })

  it("gives each answer from a copy its own request's id, not the one of the request that rendered it", async () => {
    expect((await get('/home', { 'x-request-id': 'first' })).headers.get('x-request-id')).toBe('first')
    expect((await get('/home', { 'x-request-id': 'second' })).headers.get('x-request-id')).toBe('second')
    expect((await get('/home')).headers.get('x-request-id')).toBeNull()
    expect(rendered).toBe(1)
  })

  it('counts each answer from a copy for the metrics', async () => {
    const hits = await sample('site_page_micro_cache_hits_total')
    for (let i = 0; i < 3; i++) await (await get('/products')).text()
    expect(rendered).toBe(1)
    expect(await sample('site_page_micro_cache_hits_total')).toBe(hits + 2)
  })

  it('answers 304 to a browser that holds the same copy', async () => {
    await get('/home')
    const again = await get('/home', { 'If-None-Match': '"v1"' })
    expect(again.status).toBe(304)
    expect(again.headers.get('age')).toBe('0')
    expect(rendered).toBe(1)
  })

  it('keeps one copy per language cookie and per encoding', async () => {
    // fetch asks for gzip by default
    await get('/home')
    await get('/home', { Cookie: 'NEXT_LOCALE=en' })
    await get('/home', { 'Accept-Encoding': 'identity' })
    expect(rendered).toBe(3)
    await get('/home', { Cookie: 'NEXT_LOCALE=en' })
    expect(rendered).toBe(3)
  })

  it("never answers a member's request, staff's draft-mode preview, a client navigation or a server action from a copy", async () => {
    await get('/home')
    await get('/home', { Cookie: 'member_token=abc' })
    await get('/home', { Cookie: 'NEXT_LOCALE=zh; __prerender_bypass=draft' })
    await get('/home', { RSC: '1' })
    await get('/home?_rsc=x1')
    await get('/home', { 'Next-Action': 'x' })
    await get('/home', { Authorization: 'Bearer x' })
    expect(rendered).toBe(7)
  })

  it('renders a page no copy holds once for visitors arriving at the same moment, and answers them all from it', async () => {
    // the stand-in takes 100 ms to render /news
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/news?burst')))
    expect(rendered).toBe(1)
    const bodies = new Set(await Promise.all(answers.map((answer) => answer.text())))
    expect(bodies.size).toBe(1)
    expect(answers.filter((answer) => answer.headers.get('age') !== null)).toHaveLength(19)
  })

  it('stops making visitors wait for a page whose answer cannot be kept', async () => {
    await Promise.all(Array.from({ length: 5 }, () => get('/member-only')))
    const before = rendered
    const started = Date.now()
    await Promise.all(Array.from({ length: 5 }, () => get('/member-only')))
    expect(rendered - before).toBe(5)
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it("keeps a members-only page's redirect to the login page for visitors without a session, and never answers a member with it", async () => {
    const first = await fetch(`${origin}/VacuumValve1`, { redirect: 'manual' })
    const second = await fetch(`${origin}/VacuumValve1`, { redirect: 'manual' })
    expect(rendered).toBe(1)
    expect(second.status).toBe(307)
    expect(second.headers.get('location')).toBe('/login?redirect=%2FVacuumValve1')
    expect(second.headers.get('age')).toBe('0')
    expect(await second.text()).toBe(await first.text())
    const member = await fetch(`${origin}/VacuumValve1`, { redirect: 'manual', headers: { cookie: 'member_token=abc' } })
    expect(member.status).toBe(200)
    expect(rendered).toBe(2)
  })

  it('answers a read call of the public API again from a copy of its reply for the same body and language, and Next reads the body whole', async () => {
    const call = (body: string, lang = 'zh') =>
      fetch(`${origin}/api/article/index`, { method: 'POST', headers: { 'content-type': 'application/json', lang }, body }).then(
        (response) => response.json() as Promise<{ data: { read: string; lang: string; n: number } }>,
      )
    const first = await call('{"type":1}')
    expect(first.data).toEqual({ read: '{"type":1}', lang: 'zh', n: 1 })
    expect(await call('{"type":1}')).toEqual(first)
    expect(rendered).toBe(1)
    // another body, another language: a reply of their own
    expect((await call('{"type":2}')).data).toEqual({ read: '{"type":2}', lang: 'zh', n: 2 })
    expect((await call('{"type":1}', 'en')).data).toEqual({ read: '{"type":1}', lang: 'en', n: 3 })
    // a call that only reads is kept; one that is not a read call never is
    await fetch(`${origin}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    await fetch(`${origin}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(rendered).toBe(5)
  })

  it('answers the sitemap again from a copy', async () => {
    const first = await (await get('/sitemap.xml')).text()
    expect(await (await get('/sitemap.xml')).text()).toBe(first)
    expect(rendered).toBe(1)
  })

  it("answers a page's pictures again from a copy for each format a browser may take, for longer than a page", async () => {
    const picture = '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa.jpg&w=828&q=75'
    const avif = 'image/avif,image/webp,image/apng,*/*;q=0.8'
    const first = await get(picture, { accept: avif })
    expect(await first.text()).toBe('avif 1')
    expect(await (await get(picture, { accept: avif })).text()).toBe('avif 1')
    // a browser without AVIF gets Next's WebP, one without either the picture's own format
    expect(await (await get(picture, { accept: 'image/webp,*/*' })).text()).toBe('webp 2')
    expect(await (await get(picture, { accept: '*/*' })).text()).toBe('jpeg 3')
    expect(rendered).toBe(3)
    // Next's own copy lives for hours: past a page's second, the picture still comes from the copy
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const again = await get(picture, { accept: avif })
    expect(await again.text()).toBe('avif 1')
    expect(again.headers.get('content-type')).toBe('image/avif')
    expect(again.headers.get('vary')).toBe('Accept')
    // a browser that holds it gets a 304
    expect((await get(picture, { accept: avif, 'if-none-match': 'avif1' })).status).toBe(304)
    expect(rendered).toBe(3)
    // a browser that lists AVIF but not WebP has a copy of its own: with `images.formats` of WebP
    // alone, Next would send it the picture's own format, not the WebP another browser got
    expect(await (await get(picture, { accept: 'image/avif,*/*' })).text()).toBe('avif 4')
    expect(rendered).toBe(4)
  })

  it('keeps no copy of a picture Next refused or marked private, nor of an address the pages do not write', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await get('/_next/image?url=%2Fa.jpg&w=1&q=75')).status).toBe(400)
      await (await get('/_next/image?url=%2Fprivate.jpg&w=828&q=75')).text()
      // made-up addresses, which Next may answer all the same: they must not fill the store
      await (await get('/_next/image?url=%2Fa.jpg&w=828&q=75&n=1')).text()
      await (await get('/_next/image?w=828&url=%2Fa.jpg&q=75')).text()
    }
    expect(rendered).toBe(8)
  })

  it("answers the site's icon again from a copy", async () => {
    const icon = '/icon.svg?icon.0abc123.svg'
    expect(await (await get(icon)).text()).toBe('<svg n="1"/>')
    expect(await (await get(icon)).text()).toBe('<svg n="1"/>')
    expect(rendered).toBe(1)
  })

  it('keeps no copy of a private page or of an answer that sets a cookie', async () => {
    await get('/member/page')
    await get('/member/page')
    await get('/cookie')
    await get('/cookie')
    expect(rendered).toBe(4)
  })

  it('fetches a new copy after a second, one request doing it while the others get the old copy', async () => {
    await get('/news')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const [a, b] = await Promise.all([get('/news'), get('/news')])
    const texts = [await a.text(), await b.text()].sort()
    expect(texts).toEqual([page(1), page(2)].sort())
    expect(rendered).toBe(2)
    expect(await (await get('/news')).text()).toBe(page(2))
  })

  it("keeps its copy when the request that refreshes it gets Next's 304 (a returning browser)", async () => {
    await get('/unchanged')
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await get('/unchanged', { 'If-None-Match': '"same"' })).status).toBe(304)
    expect(rendered).toBe(2)
    expect(await (await get('/unchanged')).text()).toBe(page(1))
    expect(rendered).toBe(2)
  })
})
