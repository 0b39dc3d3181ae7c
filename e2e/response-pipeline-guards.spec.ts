import { createHash } from 'node:crypto'

import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { PUBLIC_PAGE_CACHE_CONTROL } from '../server/sharedCaching.mjs'
import { localizedHref, pages, vacuumValvePages } from '../src/siteMap'

import { E2E_EDITOR, editorFixtures } from './editor-staff'
import { ownClientAddress, registerMemberByApi } from './support/member'
import { isPhone } from './support/site'

/**
 * The server rewrites the HTML and headers Next sends for pages: its script tags become one loader
 * that runs after parsing, the policy names the inline scripts by hash, public pages get their own
 * Cache-Control, pages are compressed with brotli, and a public page is kept in memory a moment.
 * Each rewrite matches Next's markup and headers as they are today; these checks read real pages of
 * the production build, so a Next upgrade that changes that markup fails here instead of passing
 * pages through unchanged. What other specs already hold is not repeated: the browser finds no
 * policy violation on any page (visitor-pages-run-under-a-strict-content-security-policy), member,
 * session and query pages are never shared (proxy-caches-only-public-pages), an editor's publish
 * in the admin reaches both languages (editor-publishes-news).
 */

test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'the server sends the same bytes to every screen'))
test.use({ extraHTTPHeaders: ownClientAddress() })

type Encoding = 'br' | 'gzip' | 'identity'

/** A page as a client taking `encoding` gets it; the body as Playwright decodes it. */
async function pageAnswer(request: APIRequestContext, path: string, encoding: Encoding = 'br', cookie?: string) {
  const response = await request.get(path, {
    maxRedirects: 0,
    headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
  })
  return { response, html: await response.text() }
}

/** The opening tags of an element in the HTML, each with its attributes (names in lower case). */
function tags(html: string, name: 'script' | 'link'): Array<{ attributes: Record<string, string>; body: string }> {
  const pattern = name === 'script' ? /<script\b([^>]*)>([\s\S]*?)<\/script>/gi : /<link\b([^>]*)>/gi
  return [...html.matchAll(pattern)].map((match) => ({
    attributes: Object.fromEntries(
      [...match[1].matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)].map((attribute) => [
        attribute[1].toLowerCase(),
        attribute[2] ?? attribute[3] ?? attribute[4] ?? '',
      ]),
    ),
    body: match[2] ?? '',
  }))
}

const buildScript = /^\/_next\/static\/[^"'\s]+\.js(?:\?[^"'\s]*)?$/

/** Scripts the browser runs: data blocks (JSON-LD) are not scripts to a policy. */
const inlineScripts = (html: string) =>
  tags(html, 'script').filter(
    ({ attributes }) =>
      attributes.src === undefined && (!attributes.type || /^(?:text\/javascript|application\/javascript|module)$/i.test(attributes.type)),
  )

/** The build's scripts the loader adds, read from its body; empty when the page has no loader. */
const loadedScripts = (html: string) =>
  inlineScripts(html)
    .filter(({ body }) => body.includes('createElement("script")') || body.includes("createElement('script')"))
    .flatMap(({ body }) => [...body.matchAll(/"(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]))

/** Everything a rewrite of the scripts must leave on a page. */
async function expectScriptsAfterParsing(request: APIRequestContext, path: string, html: string) {
  const scripts = tags(html, 'script')
  const asyncTags = scripts.filter(({ attributes }) => buildScript.test(attributes.src ?? '') && 'async' in attributes)
  expect(
    asyncTags.map(({ attributes }) => attributes.src),
    `${path}: Next's async script tags are gone`,
  ).toEqual([])
  const preloads = tags(html, 'link').filter(
    ({ attributes }) => /\bpreload\b/i.test(attributes.rel ?? '') && attributes.as === 'script' && buildScript.test(attributes.href ?? ''),
  )
  expect(
    preloads.map(({ attributes }) => attributes.href),
    `${path}: Next's script preload is gone`,
  ).toEqual([])
  const loaded = loadedScripts(html)
  expect(loaded.length, `${path}: one inline loader adds the build's scripts`).toBeGreaterThan(0)
  // the loader names real files of this build (a stale or mangled list would leave the page inert)
  expect((await request.get(loaded[0])).status(), `${path}: ${loaded[0]}`).toBe(200)
}

const scriptSources = (policy: string) => policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''

/** Every inline script of the page is named by its hash in the policy; none runs by a blanket allowance. */
function expectPolicyNamesInlineScripts(path: string, response: APIResponse, html: string) {
  const allowed = scriptSources(response.headers()['content-security-policy'] ?? '')
  expect(allowed, `${path}: a script policy`).toMatch(/^\s*script-src\b/)
  expect(allowed, `${path}: no inline script allowed wholesale`).not.toContain("'unsafe-inline'")
  const inline = inlineScripts(html).filter(({ body }) => body !== '')
  expect(inline.length, `${path}: Next's inline scripts`).toBeGreaterThan(0)
  for (const { body } of inline) {
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`
    expect(allowed, `${path}: the hash of the inline script starting ${JSON.stringify(body.slice(0, 60))}`).toContain(hash)
  }
}

const publicPages = [
  pages.home.path,
  localizedHref('en', pages.home.path),
  pages.vacuumValveMain.path,
  localizedHref('en', pages.presys.path),
]
const visitorPages = [...publicPages.map((path) => ({ path, status: 200 })), { path: '/no-such-page-anywhere', status: 404 }]
/** A valve page: members only, so rendered for each member. */
const valvePage = vacuumValvePages[1].path

test('real pages carry the loader instead of Next’s script tags, and a policy naming every inline script', async ({ request }) => {
  for (const { path, status } of visitorPages) {
    const { response, html } = await pageAnswer(request, path)
    expect(response.status(), path).toBe(status)
    await expectScriptsAfterParsing(request, path, html)
    expectPolicyNamesInlineScripts(path, response, html)
  }
})

test('a member’s valve page, rendered for them alone, is rewritten the same way', async ({ playwright }, testInfo) => {
  // a context of its own: registering leaves the member's cookie in it
  const member = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: ownClientAddress() })
  try {
    const { token } = await registerMemberByApi(member)
    const { response, html } = await pageAnswer(member, valvePage, 'br', `member_token=${token}`)
    expect(response.status()).toBe(200)
    await expectScriptsAfterParsing(member, valvePage, html)
    expectPolicyNamesInlineScripts(valvePage, response, html)
  } finally {
    await member.dispose()
  }
})

test('public pages say exactly how long shared caches may keep them', async ({ request }) => {
  // a Next that changed its own header would otherwise pass through: a CDN would keep pages a year
  for (const path of publicPages) {
    const { response } = await pageAnswer(request, path)
    expect(response.headers()['cache-control'], path).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  }
})

test('pages come in brotli to a client that takes it, gzip to one that takes only gzip, plain otherwise', async ({ request }) => {
  for (const path of [pages.home.path, pages.vacuumValveMain.path]) {
    const answers = Object.fromEntries(
      await Promise.all(
        (['br', 'gzip', 'identity'] as const).map(async (encoding) => [encoding, await pageAnswer(request, path, encoding)] as const),
      ),
    )
    for (const encoding of ['br', 'gzip'] as const) {
      const { response } = answers[encoding]
      expect(response.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding)
      expect(response.headers()['vary'], `${path} ${encoding}`).toMatch(/\bAccept-Encoding\b/i)
    }
    expect(answers.identity.response.headers()['content-encoding'], `${path} identity`).toBeUndefined()
    // the same page whichever way it travelled, with the loader in each
    for (const encoding of ['br', 'gzip', 'identity'] as const)
      expect(loadedScripts(answers[encoding].html).length, `${path} ${encoding}`).toBeGreaterThan(0)
  }
})

test('a public page asked again at once comes from the in-memory copy, the same as before', async ({ request }) => {
  // an answer from the copy says how old it is (Age, in whole seconds); one Next rendered has no Age
  const first = await pageAnswer(request, pages.about.path)
  const second = await pageAnswer(request, pages.about.path)
  expect(first.response.headers()['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL)
  expect(second.response.headers()['age'] ?? 'no Age header', 'the second answer is a copy').toMatch(/^\d+$/)
  expect(second.response.headers()['etag']).toBe(first.response.headers()['etag'])
  expect(second.html).toBe(first.html)
})

test('a published news item shows on the news page within seconds, though the page was just served from the copy', async ({
  playwright,
  request,
}, testInfo) => {
  // the editor's account is written first, by a process of its own (e2e/editor-staff.ts)
  test.setTimeout(120_000)
  editorFixtures()
  const stamp = `guard ${Date.now()}`
  // the list as visitors have it now, twice: in Next's cache and in the server's copy
  for (let i = 0; i < 2; i++) expect((await pageAnswer(request, pages.news.path)).html).not.toContain(stamp)

  // the editor publishes through Payload's REST API, as the admin does (a context of their own: the
  // staff cookie stays out of the visitor's requests)
  const editor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  try {
    const login = await editor.post('/cms-api/users/login', { data: E2E_EDITOR })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const created = await editor.post('/cms-api/articles?locale=zh', {
      headers: { authorization: `JWT ${token}` },
      data: { title: `页面缓存测试 ${stamp}`, intro: '发布后几秒内可见。', _status: 'published' },
    })
    expect(created.status(), await created.text()).toBe(201)
  } finally {
    await editor.dispose()
  }

  await expect
    .poll(async () => (await pageAnswer(request, pages.news.path)).html.includes(stamp), {
      message: 'the news page shows the published item',
      timeout: 5_000,
      intervals: [250],
    })
    .toBe(true)
})
