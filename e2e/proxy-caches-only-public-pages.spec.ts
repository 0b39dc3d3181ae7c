import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test'

import { ownClientAddress, registerMemberByApi } from './support/member'

/**
 * What a CDN or the shipped nginx may keep, as the pages say it (Cache-Control, Vary): public pages
 * for a few seconds and stale while revalidating; nothing that depends on a member or the session.
 */
const shared = /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/
const notShared = (response: APIResponse) => {
  const header = response.headers()['cache-control'] ?? ''
  expect(header, response.url()).toContain('private')
  expect(header, response.url()).toContain('no-store')
}
const get = (request: APIRequestContext, path: string, cookie?: string) =>
  request.get(path, { maxRedirects: 0, headers: { ...ownClientAddress(), ...(cookie ? { cookie } : {}) } })

test.describe.configure({ mode: 'serial' })

test('a proxy may keep the public pages briefly, per language cookie where the page follows it', async ({ request }) => {
  for (const path of ['/home', '/News', '/contactUs', '/VacuumValveMain', '/about']) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toMatch(shared)
    // the bare address opens the English page for a visitor who chose English: the cookie matters
    expect(response.headers()['vary'], path).toMatch(/\bCookie\b/)
    // no cookie is written for a first visit in the default language (it would make the page per-visitor)
    expect(response.headers()['set-cookie'], path).toBeUndefined()
    // Payload's colour-scheme hint is the admin's: Critical-CH would make Chrome ask for the page twice
    expect(response.headers()['critical-ch'], path).toBeUndefined()
    expect(response.headers()['accept-ch'], path).toBeUndefined()
  }
  expect((await get(request, '/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  const english = await get(request, '/en/home')
  expect(english.headers()['cache-control']).toMatch(shared)
  expect(english.headers()['vary']).not.toMatch(/\bCookie\b/)
})

test('the redirect by the language cookie is never shared', async ({ request }) => {
  const response = await get(request, '/News', 'NEXT_LOCALE=en')
  expect(response.status()).toBe(307)
  expect(response.headers()['location']).toMatch(/\/en\/News$/)
  notShared(response)
})

test('what every visitor without a session gets alike is shared; what a member gets never is', async ({ request }) => {
  // a members-only page sends every such visitor to the login page: one answer for all of them
  for (const path of ['/VacuumValve2', '/presysDetail?form=y74']) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(307)
    expect(response.headers()['location'], path).toMatch(/\/login\?redirect=/)
    expect(response.headers()['cache-control'], path).toMatch(shared)
    expect(response.headers()['vary'], path).toMatch(/\bCookie\b/)
  }
  // rendered per request for their query, yet the same for all of them at one address
  for (const path of [
    '/login',
    '/retrievePassword',
    '/search?keyword=gate',
    '/en/search?keyword=gate',
    '/download?type=2',
    '/NewsDetail?id=1',
    '/en/compare',
  ]) {
    const response = await get(request, path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toMatch(shared)
    expect(response.headers()['vary'], path).toMatch(/\bCookie\b/)
  }
  // staff opening an article's draft from the admin
  notShared(await get(request, '/NewsDetail?id=1&preview=1'))
  const member = await registerMemberByApi(request)
  const cookie = `member_token=${member.token}`
  const memberPage = await get(request, '/VacuumValve2', cookie)
  expect(memberPage.status()).toBe(200)
  notShared(memberPage)
  for (const path of ['/login', '/search?keyword=gate']) notShared(await get(request, path, cookie))
})
