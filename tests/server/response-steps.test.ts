import { createHash } from 'node:crypto'
import { brotliDecompressSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { hashContentSecurityPolicy } from '../../server/contentSecurityPolicy.mjs'
import { compressPage } from '../../server/pageCompression.mjs'
import { applySteps, HEAD_STEPS, notFoundFromPage, WHOLE_ANSWER_STEPS, withoutNextInternals } from '../../server/responseSteps.mjs'
import { NOT_FOUND_MARK } from '../../src/runtime/pageStatus.mjs'
import { loadScriptsAfterParsing } from '../../server/scriptsAfterParsing.mjs'
import { PUBLIC_PAGE_CACHE_CONTROL, shareCachedPages } from '../../server/sharedCaching.mjs'

import { sample } from '../support/metrics'

type Answer = Parameters<typeof shareCachedPages>[0]
type Facts = Parameters<typeof shareCachedPages>[1]

// a page as Next 16 writes it: its scripts async in the head, the bootstrap at the end of the body,
// padded past the size below which a page is not worth compressing
const nextPage =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script><title>首页</title></head>' +
  `<body><h1>首页</h1><p>${'真空阀门 '.repeat(200)}</p><script>self.__next_f.push([1,"x"])</script>` +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>'

const answer = (headers: Answer['headers'], body = nextPage, status = 200): Answer => ({ status, headers, body: Buffer.from(body) })
const htmlPage = () => answer({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 's-maxage=31536000', etag: '"a"' })
const facts = (more: Partial<Facts> = {}): Facts => ({
  method: 'GET',
  url: '/home',
  page: true,
  anonymous: true,
  member: false,
  readCall: false,
  sharedFile: false,
  encoding: 'br',
  copyKey: undefined,
  ...more,
})
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1])
const misses = (step: string) => sample('site_page_rewrite_misses_total', { step })

describe('the steps of the response pipeline, each on its own', () => {
  it("the shared-cache lifetime replaces Next's year on a cached page, and says it follows the language cookie", () => {
    const shared = shareCachedPages(htmlPage(), facts())
    expect(shared.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(shared.headers.vary).toBe('Cookie')
    expect(shareCachedPages(htmlPage(), facts({ url: '/en/home' })).headers.vary).toBeUndefined()
    const member = answer({ 'content-type': 'text/html', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
    expect(shareCachedPages(member, facts())).toBe(member)
  })

  it('a page rendered per request but the same for every visitor without a session is shared when such a visitor asked', () => {
    const rendered = (status = 200, more: Answer['headers'] = {}) =>
      answer(
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate', ...more },
        nextPage,
        status,
      )
    const own = (result: Answer) => expect(result.headers['cache-control']).toMatch(/^private/)
    for (const url of [
      '/login?redirect=%2FVacuumValve1',
      '/en/login',
      '/search?keyword=y70',
      '/en/retrievePassword',
      '/register',
      '/download?type=2',
      '/NewsDetail?id=3',
      '/en/compare?p=vacuumValve:1',
    ])
      expect(shareCachedPages(rendered(), facts({ url })).headers['cache-control'], url).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    // a 404 at any path, in either language
    expect(shareCachedPages(rendered(404), facts({ url: '/en/nosuchpage' })).headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(shareCachedPages(rendered(404), facts({ url: '/nosuchpage' })).headers.vary).toBe('Cookie')
    expect(shareCachedPages(rendered(404), facts({ url: '/en/nosuchpage' })).headers.vary).toBe('Cookie')
    // a members-only page's redirect to the login page, as Next answers a visitor without a session
    const toLogin = (location: string) =>
      answer({ location, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, '', 307)
    const shared = shareCachedPages(toLogin('/en/login?redirect=%2FVacuumValve1'), facts({ url: '/en/VacuumValve1' }))
    expect(shared.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(shared.headers.vary).toBe('Cookie')
    own(shareCachedPages(toLogin('/login?redirect=%2FVacuumValve1'), facts({ url: '/VacuumValve1', anonymous: false })))
    own(shareCachedPages(toLogin('/elsewhere'), facts({ url: '/VacuumValve1' })))
    // a member's or staff's request, an answer that sets a cookie, another page or status: their own
    own(shareCachedPages(rendered(), facts({ url: '/login', anonymous: false })))
    own(shareCachedPages(rendered(404), facts({ url: '/nosuchpage', anonymous: false })))
    own(shareCachedPages(rendered(200, { 'set-cookie': 'a=1' }), facts({ url: '/login' })))
    own(shareCachedPages(rendered(), facts({ url: '/VacuumValve1' })))
    own(shareCachedPages(rendered(), facts({ url: '/loginx' })))
    // staff opening a draft from the admin carry its session, which is not a cookie these rules know
    own(shareCachedPages(rendered(), facts({ url: '/NewsDetail?id=3&preview=1' })))
    own(shareCachedPages(rendered(500), facts({ url: '/login' })))
  })

  it('a page whose shared-cache lifetime Next writes in a new shape is counted, not passed on silently rewritten', async () => {
    const before = await misses('sharedCaching')
    const reshaped = answer({ 'content-type': 'text/html', 'cache-control': 'public, s-maxage=31536000' })
    expect(shareCachedPages(reshaped, facts())).toBe(reshaped)
    expect(await misses('sharedCaching')).toBe(before + 1)
    // the sitemap's own lifetime is no page's
    const sitemap = answer({ 'content-type': 'application/xml', 'cache-control': 'public, max-age=0, s-maxage=300' })
    shareCachedPages(sitemap, facts({ url: '/sitemap.xml', page: false }))
    expect(await misses('sharedCaching')).toBe(before + 1)
  })

  it("the scripts' rewrite takes out Next's script tags on a page only, and counts a page it finds none on", async () => {
    const rewritten = loadScriptsAfterParsing(htmlPage(), facts()).body.toString()
    expect(rewritten).not.toMatch(/<script src="[^"]+" async="">/)
    expect(rewritten).toContain('"/_next/static/chunks/react.js","/_next/static/chunks/main.js"')
    const notAPage = htmlPage()
    expect(loadScriptsAfterParsing(notAPage, facts({ page: false }))).toBe(notAPage)

    const before = await misses('scriptsAfterParsing')
    const upgraded = answer({ 'content-type': 'text/html' }, nextPage.replaceAll(' async=""', ' async'))
    expect(loadScriptsAfterParsing(upgraded, facts())).toBe(upgraded)
    expect(await misses('scriptsAfterParsing')).toBe(before + 1)
  })

  it('the policy allows by hash exactly the inline scripts of the HTML it is given', () => {
    const policy = String(hashContentSecurityPolicy(htmlPage()).headers['content-security-policy'])
    expect(policy).toContain(sha('self.__next_f.push([1,"x"])'))
    expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toContain('unsafe-inline')
    const json = answer({ 'content-type': 'application/json' }, '{}')
    expect(hashContentSecurityPolicy(json)).toBe(json)
  })

  it("a page's HTML goes out without the headers Next tells itself, which its router's own requests keep", () => {
    const internals = {
      'x-middleware-rewrite': '/zh/home',
      'x-nextjs-prerender': '1',
      'x-nextjs-stale-time': '300',
      'x-nextjs-cache': 'HIT',
    }
    const page = answer({ ...htmlPage().headers, ...internals })
    expect(withoutNextInternals(page, facts()).headers).toEqual({ ...htmlPage().headers, 'x-nextjs-cache': 'HIT' })
    // a client navigation's RSC payload: Next's router reads its stale time and prerender mark
    const payload = answer({ 'content-type': 'text/x-component', ...internals }, '0:[]')
    expect(withoutNextInternals(payload, facts({ page: false }))).toBe(payload)
    expect(withoutNextInternals(htmlPage(), facts())).toEqual(htmlPage())
  })

  it('a page that rendered its not-found answer goes out with 404; the mark counts in the head only', () => {
    const dynamicPage = (body: string, status = 200) =>
      answer(
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
        body,
        status,
      )
    const gone = dynamicPage(nextPage.replace('<title>', `${NOT_FOUND_MARK}<title>`))
    expect(notFoundFromPage(gone, facts()).status).toBe(404)
    expect(notFoundFromPage(gone, facts()).body).toBe(gone.body)
    // the mark written in the page's text (an article quoting it) is no status
    const quoted = dynamicPage(nextPage.replace('<p>', `<p>${NOT_FOUND_MARK}`))
    expect(notFoundFromPage(quoted, facts())).toBe(quoted)
    expect(notFoundFromPage(htmlPage(), facts())).toEqual(htmlPage())
    // what is no page's HTML, or not a 200, keeps its status
    expect(notFoundFromPage(gone, facts({ page: false }))).toBe(gone)
    const payload = answer({ 'content-type': 'text/x-component' }, NOT_FOUND_MARK)
    expect(notFoundFromPage(payload, facts())).toBe(payload)
    const redirect = dynamicPage(nextPage.replace('<title>', `${NOT_FOUND_MARK}<title>`), 307)
    expect(notFoundFromPage(redirect, facts())).toBe(redirect)
  })

  it('compression sends the HTML in the encoding the client takes, with its length and Vary', async () => {
    const compressed = await compressPage(htmlPage(), facts())
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers.vary).toBe('Accept-Encoding')
    expect(compressed.headers['content-length']).toBe(compressed.body.length)
    expect(brotliDecompressSync(compressed.body).toString()).toBe(nextPage)
    expect(await compressPage(htmlPage(), facts({ encoding: undefined }))).toEqual(htmlPage())
    const head = await compressPage({ ...htmlPage(), headers: { ...htmlPage().headers, 'content-length': 9 } }, facts({ method: 'HEAD' }))
    expect(head.headers['content-encoding']).toBe('br')
    expect(head.headers['content-length']).toBeUndefined()
  })
})

describe('the steps in their order', () => {
  it('a head that streams through gets the steps that read headers only', () => {
    expect(HEAD_STEPS).toEqual([shareCachedPages])
  })

  it('a page goes out with its scripts rewritten, hashed as sent, compressed last, and the public lifetime', async () => {
    const fromNext = htmlPage()
    const sent = await applySteps(
      WHOLE_ANSWER_STEPS,
      { ...fromNext, headers: { ...fromNext.headers, 'x-middleware-rewrite': '/zh/home', 'x-nextjs-stale-time': '300' } },
      facts(),
    )
    expect(sent.headers['x-middleware-rewrite']).toBeUndefined()
    expect(sent.headers['x-nextjs-stale-time']).toBeUndefined()
    const html = brotliDecompressSync(sent.body).toString()
    expect(html).not.toMatch(/<script src="[^"]+" async="">/)
    // the loader the rewrite added is allowed: the policy was made after it, from the HTML sent
    const scripts = inlineScripts(html)
    expect(scripts.length).toBe(2)
    for (const script of scripts) expect(String(sent.headers['content-security-policy'])).toContain(sha(script))
    expect(sent.headers['content-length']).toBe(sent.body.length)
    expect(sent.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
    expect(sent.headers.vary).toBe('Cookie, Accept-Encoding')
  })

  it("a page's not-found answer goes out with 404 and the lifetime shared caches give a 404", async () => {
    const rendered = answer(
      { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
      nextPage.replace('<title>', `${NOT_FOUND_MARK}<title>`),
    )
    const sent = await applySteps(WHOLE_ANSWER_STEPS, rendered, facts({ url: '/no-such-page' }))
    expect(sent.status).toBe(404)
    expect(sent.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  })
})
