import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { memberCataloguePaths, registerMemberCopyPaths } from '@/runtime/cacheRules.mjs'
import * as siteMap from '@/siteMap'
import { clearVerifiedSessions, forgetVerifiedSession, hashToken, registerSessionLookup } from '@/runtime/verifiedSessions.mjs'

import { sample } from '../support/metrics'
import { startPageServer } from '../support/pageServer'

// Members' catalogue pages through server.mjs's response pipeline, around a stand-in for Next that
// renders a member's page for a live session and sends anyone else to the login page, as the app does.
const sessions = new Set(['token-a', 'token-b'])
let rendered = 0
let lookups = 0
let server: Awaited<ReturnType<typeof startPageServer>>

beforeAll(async () => {
  registerMemberCopyPaths(['/VacuumValve1', '/presysDetail'])
  registerSessionLookup(async (token: string) => {
    lookups++
    return sessions.has(token) ? { expiresAt: Date.now() + 86_400_000 } : null
  })
  server = await startPageServer((request, response) => {
    const token = /member_token=([^;]+)/.exec(request.headers.cookie ?? '')?.[1]
    if (!token || !sessions.has(token)) {
      response.writeHead(307, { location: '/login', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
      return response.end()
    }
    rendered++
    const unit = /pressure_unit=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? 'mbar'
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    })
    response.end(`<html><body>valve page ${rendered} in ${unit}</body></html>`)
  })
})

afterAll(() => server.close())

beforeEach(() => {
  clearVerifiedSessions()
  rendered = 0
  lookups = 0
  sessions.add('token-a').add('token-b')
})

const get = (path: string, cookie?: string) => fetch(server.origin + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' })

describe("members' catalogue pages from the members' copy", () => {
  it("copies the catalogue's members-only pages and never a member's own pages", () => {
    const paths = memberCataloguePaths(siteMap)
    expect(paths).toContain('/VacuumValve1')
    expect(paths).toContain('/presysDetail')
    expect(paths).not.toContain('/memberData')
    expect(paths).not.toContain('/account')
  })

  it('renders the page once for every member, and verifies each session once', async () => {
    const first = await get('/VacuumValve1', 'member_token=token-a')
    expect(first.status).toBe(200)
    const second = await get('/VacuumValve1', 'member_token=token-a')
    const third = await get('/VacuumValve1', 'member_token=token-b')
    await get('/VacuumValve1', 'member_token=token-b')
    expect(rendered).toBe(1)
    expect(await third.text()).toBe(await first.text())
    expect(second.headers.get('age')).not.toBeNull()
    // private to browsers and shared caches, as Next said
    expect(third.headers.get('cache-control')).toMatch(/^private, no-cache, no-store/)
    expect(lookups).toBe(2)
  })

  it('never answers a visitor without a session, an unknown token or an ended session from the copy', async () => {
    await get('/VacuumValve1', 'member_token=token-a')
    const hits = await sample('site_page_micro_cache_hits_total')
    expect((await get('/VacuumValve1')).status).toBe(307)
    expect((await get('/VacuumValve1', 'member_token=forged')).status).toBe(307)
    // a copy held back from a session that fails the check is no hit
    expect(await sample('site_page_micro_cache_hits_total')).toBe(hits)
    // log out: the session row is deleted and the instance forgets it
    sessions.delete('token-a')
    forgetVerifiedSession(hashToken('token-a'))
    expect((await get('/VacuumValve1', 'member_token=token-a')).status).toBe(307)
    expect((await get('/VacuumValve1', 'member_token=token-b')).status).toBe(200)
    expect(rendered).toBe(1)
  })

  it("keeps the members' copy three seconds, where a public copy is asked for again after one", async () => {
    await get('/presysDetail?form=y80', 'member_token=token-a')
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const later = await get('/presysDetail?form=y80', 'member_token=token-b')
    expect(later.status).toBe(200)
    expect(later.headers.get('age')).toBe('1')
    expect(rendered).toBe(1)
  })

  it('keeps a copy per language, pressure unit and query, and none of pages not registered', async () => {
    const mbar = await (await get('/presysDetail?form=y74', 'member_token=token-a')).text()
    const torr = await (await get('/presysDetail?form=y74', 'member_token=token-a; pressure_unit=torr')).text()
    expect(torr).toContain('in torr')
    expect(mbar).toContain('in mbar')
    await get('/presysDetail?form=y70', 'member_token=token-a')
    await get('/presysDetail?form=y74', 'member_token=token-b; pressure_unit=torr')
    expect(rendered).toBe(3)
    // a member's own page is rendered for each request
    await get('/memberData', 'member_token=token-a')
    await get('/memberData', 'member_token=token-a')
    expect(rendered).toBe(5)
  })
})

describe("members' catalogue pages from nginx's copy", () => {
  const offer = { 'x-member-copies': 'nginx' }
  const getOffered = (path: string, cookie: string) =>
    fetch(server.origin + path, { headers: { ...offer, cookie, 'accept-encoding': 'identity' }, redirect: 'manual' })

  it("answers a verified member with the address of nginx's copy and no page, where nginx offers one", async () => {
    // the first request renders (no copy yet) and sends the page itself
    const first = await getOffered('/presysDetail?form=y74', 'member_token=token-a; NEXT_LOCALE=en; pressure_unit=torr')
    expect(first.headers.get('x-accel-redirect')).toBeNull()
    expect(await first.text()).toContain('in torr')
    const hits = await sample('site_page_micro_cache_hits_total')
    const second = await getOffered('/presysDetail?form=y74', 'member_token=token-b; NEXT_LOCALE=en; pressure_unit=torr')
    expect(second.status).toBe(200)
    expect(second.headers.get('x-accel-redirect')).toBe('/_member-copy/identity/en/torr/presysDetail?form=y74')
    expect(await second.text()).toBe('')
    expect(await sample('site_page_micro_cache_hits_total')).toBe(hits + 1)
    // nginx's fetch of its copy comes without the offer: the page itself
    const fetched = await fetch(server.origin + '/presysDetail?form=y74', {
      headers: { cookie: 'member_token=token-b; NEXT_LOCALE=en; pressure_unit=torr', 'accept-encoding': 'identity' },
    })
    expect(await fetched.text()).toContain('in torr')
    expect(rendered).toBe(1)
  })

  it('sends an ended session to the login page, and the page itself where the address would need decoding', async () => {
    await getOffered('/VacuumValve1', 'member_token=token-a')
    expect((await getOffered('/VacuumValve1', 'member_token=token-a')).headers.get('x-accel-redirect')).toBe(
      '/_member-copy/identity/~/~/VacuumValve1',
    )
    // a cookie sent empty or as '-' is a variant of its own, never the one without the cookie
    await getOffered('/VacuumValve1', 'member_token=token-a; pressure_unit=-')
    expect((await getOffered('/VacuumValve1', 'member_token=token-a; pressure_unit=-')).headers.get('x-accel-redirect')).toBe(
      '/_member-copy/identity/~/-/VacuumValve1',
    )
    expect((await getOffered('/VacuumValve1', 'member_token=forged')).status).toBe(307)
    // a second request for each, so that the copy is there
    for (const [path, cookie] of [
      ['/VacuumValve1', 'member_token=token-a; pressure_unit=%2F..'],
      ['/VacuumValve1?a=%2F', 'member_token=token-a'],
    ]) {
      await getOffered(path, cookie)
      const odd = await getOffered(path, cookie)
      expect(odd.status, cookie).toBe(200)
      expect(odd.headers.get('x-accel-redirect'), cookie).toBeNull()
    }
    sessions.delete('token-a')
    forgetVerifiedSession(hashToken('token-a'))
    const ended = await getOffered('/VacuumValve1', 'member_token=token-a')
    expect(ended.status).toBe(307)
    expect(ended.headers.get('x-accel-redirect')).toBeNull()
  })
})
