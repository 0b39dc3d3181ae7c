import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createMemberSession, endAllMemberSessions, hasMemberSession } from '@/features/members/sessions'
import { getPayloadClient } from '@/lib/payload'
import { clearVerifiedSessions, isMemberSession, registerSessionLookup } from '@/runtime/verifiedSessions.mjs'
import { testPayload } from '../support/payload'

import { POST as logout } from '@/api/calls/user.logout'

let memberId: number
/** How often the verified sessions asked the database. */
let lookups = 0

beforeAll(async () => {
  const payload = await testPayload()
  const member = await payload.create({
    collection: 'members',
    data: { mobile: '13900000071', username: '13900000071', company: 'Acme', fullName: 'Wang', password: 'abc123' },
    overrideAccess: true,
  })
  memberId = member.id
  // the database lookup the server registers when it starts, counted
  const { sessionLookup } = await import('@/features/members/sessions')
  const lookup = sessionLookup(payload)
  registerSessionLookup((token: string) => {
    lookups++
    return lookup(token)
  })
})

beforeEach(() => {
  clearVerifiedSessions()
  lookups = 0
})

describe('the verified sessions of an instance', () => {
  it('asks the database once for a session, then believes it without asking again', async () => {
    const payload = await getPayloadClient()
    const token = await createMemberSession(payload, memberId)
    expect(await hasMemberSession(payload, token)).toBe(true)
    expect(await isMemberSession(token)).toBe(true)
    expect(await hasMemberSession(payload, token)).toBe(true)
    expect(lookups).toBe(1)
    // an unknown token is asked each time and never believed
    expect(await isMemberSession('no-such-token')).toBe(false)
    expect(await isMemberSession('no-such-token')).toBe(false)
    expect(lookups).toBe(3)
  })

  it('forgets a session the moment its member logs out', async () => {
    const payload = await getPayloadClient()
    const token = await createMemberSession(payload, memberId)
    const other = await createMemberSession(payload, memberId)
    expect(await isMemberSession(token)).toBe(true)
    expect(await isMemberSession(other)).toBe(true)
    const response = await logout(
      new Request('http://site.test/api/user/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json', UserToken: token },
      }),
    )
    expect((await response.json()).code).toBe(1)
    expect(await isMemberSession(token)).toBe(false)
    // the member's other device stays logged in, still without asking the database
    const before = lookups
    expect(await isMemberSession(other)).toBe(true)
    expect(lookups).toBe(before)
  })

  it('forgets every session of a member staff disable, and of one whose sessions all end', async () => {
    const payload = await getPayloadClient()
    const first = await createMemberSession(payload, memberId)
    const second = await createMemberSession(payload, memberId)
    expect(await isMemberSession(first)).toBe(true)
    expect(await isMemberSession(second)).toBe(true)
    await payload.update({ collection: 'members', id: memberId, data: { disabled: true }, overrideAccess: true })
    expect(await isMemberSession(first)).toBe(false)
    expect(await isMemberSession(second)).toBe(false)

    await payload.update({ collection: 'members', id: memberId, data: { disabled: false }, overrideAccess: true })
    const third = await createMemberSession(payload, memberId)
    expect(await isMemberSession(third)).toBe(true)
    await endAllMemberSessions(payload, memberId)
    expect(await isMemberSession(third)).toBe(false)
  })
})
