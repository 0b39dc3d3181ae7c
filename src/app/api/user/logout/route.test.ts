import { beforeAll, describe, expect, it } from 'vitest'

import { createMemberSession, memberFromToken } from '@/domain/memberSessions'
import { getPayloadClient } from '@/lib/payload.server'
import { testPayload } from '../../../../../tests/support/payload'

import { POST } from './route'

let memberId: number

beforeAll(async () => {
  const payload = await testPayload()
  const member = await payload.create({
    collection: 'members',
    data: { mobile: '13900000001', username: '13900000001', company: 'Acme', truename: 'Li', password: 'abc123' },
    overrideAccess: true,
  })
  memberId = member.id
})

const logout = (headers: Record<string, string>) =>
  POST(new Request('http://site.test/api/user/logout', { method: 'POST', headers }))

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
})
