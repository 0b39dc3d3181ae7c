import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { MEMBER_COOKIE } from '@/runtime/cacheRules.mjs'
import { canVerifySessions, hashToken, isMemberSession, registerSessionLookup, rememberVerified } from '@/runtime/verifiedSessions.mjs'
import type { Member } from '@/payload-types'

/** The httpOnly cookie that lets the server know the member (the UserToken header's twin); the caches skip requests that carry it. */
export { MEMBER_COOKIE }

/** A member stays logged in for 30 days unless they log out or staff disable them. */
export const SESSION_DAYS = 30

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

/** The session a token opens, with its member, or null when it is unknown, expired, or the member is disabled. */
async function sessionOfToken(payload: Payload, token: string | null | undefined): Promise<{ member: Member; expiresAt: number } | null> {
  if (!token || token.length > 200) return null
  const hash = hashToken(token)
  const found = await payload.find({
    collection: 'member-sessions',
    where: { tokenHash: { equals: hash }, expiresAt: { greater_than: new Date().toISOString() } },
    limit: 1,
    depth: 1,
    overrideAccess: true,
  })
  const session = found.docs[0]
  const member = session?.member
  if (!session || !member || typeof member !== 'object' || member.disabled) return null
  const expiresAt = Date.parse(session.expiresAt)
  rememberVerified(hash, expiresAt)
  return { member, expiresAt }
}

/** The member a token belongs to, or null when it is unknown, expired, or the member is disabled. */
export async function memberFromToken(payload: Payload, token: string | null | undefined): Promise<Member | null> {
  return (await sessionOfToken(payload, token))?.member ?? null
}

/**
 * Whether a token opens a member's session, from the verified sessions of this instance when it can
 * (src/runtime/verifiedSessions.mjs): for checks that need no member record (the header, the pages'
 * copies). `memberFromToken` always asks the database.
 */
export async function hasMemberSession(payload: Payload, token: string | null | undefined): Promise<boolean> {
  if (!canVerifySessions()) registerSessionLookup(sessionLookup(payload))
  return isMemberSession(token)
}

/** How the verified sessions ask the database (registered when the server starts). */
export const sessionLookup = (payload: Payload) => (token: string) => sessionOfToken(payload, token)

/** Ends the session of this token (log out). */
export async function endMemberSession(payload: Payload, token: string): Promise<void> {
  await payload.delete({
    collection: 'member-sessions',
    where: { tokenHash: { equals: hashToken(token) } },
    overrideAccess: true,
  })
}

/** Ends every session of a member but the one of `keptToken` (a new mobile number). */
export async function endOtherMemberSessions(payload: Payload, memberId: number, keptToken: string): Promise<void> {
  await payload.delete({
    collection: 'member-sessions',
    where: { member: { equals: memberId }, tokenHash: { not_equals: hashToken(keptToken) } },
    overrideAccess: true,
  })
}

/** Ends every session of a member (password reset, account deleted). */
export async function endAllMemberSessions(payload: Payload, memberId: number): Promise<void> {
  await payload.delete({ collection: 'member-sessions', where: { member: { equals: memberId } }, overrideAccess: true })
}
