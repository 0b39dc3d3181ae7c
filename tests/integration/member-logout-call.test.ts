import { beforeAll, describe, expect, it } from 'vitest'

import { createMemberSession, memberFromToken } from '@/features/members/sessions'
import { getPayloadClient } from '@/lib/payload'
import { testPayload } from '../support/payload'

import { POST } from '@/api/calls/user.logout'

let memberId: number

beforeAll(async () => {
  const payload = await testPayload()
  const member = await payload.create({
    collection: 'members',
    data: { mobile: '13900000001', username: '13900000001', company: 'Acme', fullName: 'Li', password: 'abc123' },
    overrideAccess: true,
  })
  memberId = member.id
})

const logout = (headers: Record<string, string>) =>
  POST(new Request('http://site.test/api/user/logout', { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }))

describe('POST /api/user/logout', () => {
  it('ends the session of the UserToken header and of the cookie, and clears the cookie', async () => {
    const payload = await getPayloadClient()
    const headerToken = await createMemberSession(payload, memberId)
    const cookieToken = await createMemberSession(payload, memberId)
    const otherToken = await createMemberSession(payload, memberId)

    const response = await logout({ UserToken: headerToken, cookie: `member_token=${cookieToken}`, lang: 'en' })

    expect(await response.json()).toEqual({ code: 1, msg: 'You have logged out', data: null })
    expect(response.headers.get('set-cookie')).toMatch(/member_token=;.*Max-Age=0/i)
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect(await memberFromToken(payload, headerToken)).toBeNull()
    expect(await memberFromToken(payload, cookieToken)).toBeNull()
    // another device of the same member stays logged in
    expect((await memberFromToken(payload, otherToken))?.id).toBe(memberId)
  })

  it('answers a visitor without a session in Chinese by default', async () => {
    const response = await logout({})
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 1, msg: '已退出登录', data: null })
  })

  it('ignores a malformed cookie instead of failing', async () => {
    const response = await logout({ cookie: 'member_token=%E0%A4%A', lang: 'en' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ code: 1, msg: 'You have logged out', data: null })
  })

  it('refuses a call another site made the browser send, and keeps the session', async () => {
    const payload = await getPayloadClient()
    const token = await createMemberSession(payload, memberId)
    const fromSibling = await logout({ cookie: `member_token=${token}`, origin: 'http://evil.site.test', host: 'site.test', lang: 'en' })
    expect(fromSibling.status).toBe(403)
    expect(await fromSibling.json()).toEqual({ code: 0, msg: 'Requests from other sites are not accepted', data: {} })
    const sameSite = await logout({ cookie: `member_token=${token}`, 'sec-fetch-site': 'same-site' })
    expect(sameSite.status).toBe(403)
    const textPlain = await logout({ cookie: `member_token=${token}`, 'content-type': 'text/plain' })
    expect((await textPlain.json()).code).toBe(0)
    expect((await memberFromToken(payload, token))?.id).toBe(memberId)
  })
})
