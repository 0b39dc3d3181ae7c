import { AuthenticationError, type Payload, ValidationError } from 'payload'

import { createMemberSession, endAllMemberSessions } from './sessions'
import { countLookupFromAddress, countLookupOfNumber, countMobileLookup } from './mobileLookups'
import type { Registration } from './rules'
import { hasOutstandingCode, redeemVerificationCode } from './smsCodes'
import { refuse, type Outcome } from '@/lib/outcome'
import { forget, hit, hitAll, minutesUntil, rateLimits } from '@/features/rateLimit.server'
import type { Member } from '@/payload-types'
import type { Locale } from '@/siteMap'

type Opened = Outcome<{ token: string; member: Member }>

/** What the register call hands over, under the stored names. */
type NewMember = Pick<Registration, 'mobile' | 'code' | 'company' | 'password'> & { fullName: string }

export async function memberByMobile(payload: Payload, mobile: string): Promise<Member | undefined> {
  const { docs } = await payload.find({ collection: 'members', where: { mobile: { equals: mobile } }, limit: 1, depth: 0 })
  return docs[0]
}

/**
 * Creates a member after the code sent to the mobile checks out, and logs them in. The code is
 * checked first: only the owner of a number, who received it, learns that the number is taken.
 */
export async function registerMember(payload: Payload, input: NewMember, { locale, ip }: { locale: Locale; ip: string }): Promise<Opened> {
  const counted = await countMobileLookup(payload, input.mobile, ip)
  if (!counted.ok) return counted
  const code = await redeemVerificationCode(payload, { mobile: input.mobile, purpose: 'register', code: input.code })
  if (!code.ok) return code
  if (await memberByMobile(payload, input.mobile)) return refuse('member.mobileRegistered')

  let member: Member
  try {
    member = await payload.create({
      collection: 'members',
      data: {
        mobile: input.mobile,
        username: input.mobile,
        company: input.company,
        fullName: input.fullName,
        password: input.password,
        registeredLocale: locale,
      },
    })
  } catch (error) {
    // two registrations of one number at the same moment: the unique index decides
    if (error instanceof ValidationError) return refuse('member.mobileRegistered')
    throw error
  }
  return { ok: true, member, token: await createMemberSession(payload, member.id, ip) }
}

/**
 * Logs a member in by mobile and password. Unknown numbers and wrong passwords get one message.
 * The lockout is the rate limit alone: attempts are counted per number and per client address
 * before the password is checked (one atomic hit each, so a burst of concurrent logins cannot all
 * try), and a success gives its hits back. Payload's own lock is off (`maxLoginAttempts: 0`).
 */
export async function logInMember(
  payload: Payload,
  { mobile, password }: { mobile: string; password: string },
  { ip }: { ip: string },
): Promise<Opened> {
  const taken = await hitAll(payload, [
    [rateLimits.loginFailuresPerAddress, ip],
    [rateLimits.loginFailuresPerMobile, mobile],
  ])
  if (!taken.allowed) return refuse('member.accountLocked', { minutes: minutesUntil(taken.retryAfterMs) })

  let member: Member
  try {
    const result = await payload.login({ collection: 'members', data: { username: mobile, password } })
    member = result.user as Member
  } catch (error) {
    if (!isRefusedLogin(error)) throw error
    return refuse('member.loginFailed')
  }

  if (member.disabled) return refuse('member.accountDisabled')
  await hit(payload, rateLimits.loginFailuresPerAddress, ip, -1)
  await forget(payload, rateLimits.loginFailuresPerMobile, mobile)
  return { ok: true, member, token: await createMemberSession(payload, member.id, ip) }
}

/**
 * A wrong password: Payload's AuthenticationError (401). In the production bundle that class may
 * not be the one imported here (instanceof then failed and a wrong password answered "server
 * busy"), so its status decides too.
 */
export const isRefusedLogin = (error: unknown): boolean =>
  error instanceof AuthenticationError || (error as { status?: unknown } | null)?.status === 401

/**
 * Sets a new password for a registered mobile after its reset code checks out. Every other
 * session of the member ends; the member is logged in with a new one. An unknown number fails at
 * the code like a registered one (its code was sent to nobody), so the answers do not tell them apart.
 */
export async function resetMemberPassword(
  payload: Payload,
  { mobile, code, password }: { mobile: string; code: string; password: string },
  { ip }: { ip: string },
): Promise<Opened> {
  const fromAddress = await countLookupFromAddress(payload, ip)
  if (!fromAddress.ok) return fromAddress
  // no code waits for the number: no guess can be right, and its owner keeps the hour's look-ups
  if (!(await hasOutstandingCode(payload, mobile, 'reset'))) return refuse('member.codeMissing')
  const ofNumber = await countLookupOfNumber(payload, mobile)
  if (!ofNumber.ok) return ofNumber
  const checked = await redeemVerificationCode(payload, { mobile, purpose: 'reset', code })
  if (!checked.ok) return checked
  const found = await memberByMobile(payload, mobile)
  if (!found) return refuse('member.codeWrong')
  if (found.disabled) return refuse('member.accountDisabled')

  const member = await payload.update({ collection: 'members', id: found.id, data: { password } })
  // a forgotten password may have ended in a lockout; the code proves the owner
  await forget(payload, rateLimits.loginFailuresPerMobile, mobile)
  await endAllMemberSessions(payload, member.id)
  return { ok: true, member, token: await createMemberSession(payload, member.id, ip) }
}
