import { createHash, randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { MEMBER_COOKIE } from '@/lib/cacheRules.mjs'
import type { Member } from '@/payload-types'

/** The httpOnly cookie that lets the server know the member (the UserToken header's twin); the caches skip requests that carry it. */
export { MEMBER_COOKIE }

/** A member stays logged in for 30 days unless they log out or staff disable them. */
export const SESSION_DAYS = 30

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** Opens a session and returns its token; only the token's hash is stored. */
export async function createMemberSession(payload: Payload, memberId: number, ip?: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'member-sessions',
    data: {
      tokenHash: hashToken(token),
      member: memberId,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000).toISOString(),
      ip,
    },
    overrideAccess: true,
  })
  return token
}

/** The member a token belongs to, or null when it is unknown, expired, or the member is disabled. */
export async function memberFromToken(payload: Payload, token: string | null | undefined): Promise<Member | null> {
  if (!token || token.length > 200) return null
  const found = await payload.find({
    collection: 'member-sessions',
    where: { tokenHash: { equals: hashToken(token) }, expiresAt: { greater_than: new Date().toISOString() } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const member = found.docs[0]?.member
  if (!member || typeof member !== 'object' || member.disabled) return null
  return member
}

/** Ends the session of this token (log out). */
export async function endMemberSession(payload: Payload, token: string): Promise<void> {
  await payload.delete({
    collection: 'member-sessions',
    where: { tokenHash: { equals: hashToken(token) } },
    overrideAccess: true,
  })
}

/** Ends every session of a member (password reset, account deleted). */
export async function endAllMemberSessions(payload: Payload, memberId: number): Promise<void> {
  await payload.delete({ collection: 'member-sessions', where: { member: { equals: memberId } }, overrideAccess: true })
}
