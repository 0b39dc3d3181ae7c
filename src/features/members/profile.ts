import { type Payload, ValidationError } from 'payload'

import { isRefusedLogin, memberByMobile } from './members'
import { countMobileLookup } from './mobileLookups'
import { endOtherMemberSessions } from './sessions'
import { redeemVerificationCode } from './smsCodes'
import { forget, hit, hitAll, minutesUntil, rateLimits } from '@/features/rateLimit.server'
import { sendWithinBudget } from '@/features/sendingBudgets.server'
import { siteLog } from '@/runtime/log.mjs'
import { refuse, type Outcome } from '@/lib/outcome'
import type { Member } from '@/payload-types'
import { maskedMobile, smsSender } from '@/services/sms/sms.server'

/** What the member may change on /account without a code: their name and company, under the stored names. */
export interface ProfileChange {
  fullName?: string
  company?: string
}

type Changed = Outcome<{ member: Member }>

/** Saves the member's name and company; their sessions, mobile and password stay as they are. */
export async function updateMemberProfile(payload: Payload, member: Member, change: ProfileChange): Promise<Changed> {
  const updated = await payload.update({
    collection: 'members',
    id: member.id,
    data: {
      ...(change.fullName === undefined ? {} : { fullName: change.fullName }),
      ...(change.company === undefined ? {} : { company: change.company }),
    },
  })
  return { ok: true, member: updated }
}

/**
 * Moves the member's account to a new mobile number once their current password and the
 * `changeMobile` code sent to that number check out: the number they log in with changes, the old
 * number is told, and every session but the one of this change (`keptToken`) ends, so that a
 * stolen session alone cannot take the account. The password is tried under the login's limits; the
 * code is checked before the number is looked up, so that, as at registration, only the holder of a
 * number learns that it is taken.
 */
export async function changeMemberMobile(
  payload: Payload,
  member: Member,
  { mobile, code, password, ip, keptToken }: { mobile: string; code: string; password: string; ip: string; keptToken: string },
): Promise<Changed> {
  const counted = await countMobileLookup(payload, mobile, ip)
  if (!counted.ok) return counted
  const confirmed = await confirmPassword(payload, member, password, ip)
  if (!confirmed.ok) return confirmed
  const checked = await redeemVerificationCode(payload, { mobile, purpose: 'changeMobile', code })
  if (!checked.ok) return checked
  if (mobile === member.mobile) return refuse('member.mobileUnchanged')
  if (await memberByMobile(payload, mobile)) return refuse('member.mobileRegistered')
  let updated: Member
  try {
    // the login name is the mobile number: both move together
    updated = await payload.update({ collection: 'members', id: member.id, data: { mobile, username: mobile } })
  } catch (error) {
    // another member took the number at the same moment: the unique index decides
    if (error instanceof ValidationError) return refuse('member.mobileRegistered')
    throw error
  }
  await endOtherMemberSessions(payload, member.id, keptToken)
  await tellOldNumber(payload, member.mobile, mobile)
  return { ok: true, member: updated }
}

/** The member's current password, tried as a login is: counted before, a success gives its hits back. */
async function confirmPassword(payload: Payload, member: Member, password: string, ip: string): Promise<Outcome> {
  const taken = await hitAll(payload, [
    [rateLimits.loginFailuresPerAddress, ip],
    [rateLimits.loginFailuresPerMobile, member.mobile],
  ])
  if (!taken.allowed) return refuse('member.accountLocked', { minutes: minutesUntil(taken.retryAfterMs) })
  try {
    await payload.login({ collection: 'members', data: { username: member.mobile, password } })
  } catch (error) {
    if (!isRefusedLogin(error)) throw error
    return refuse('member.passwordWrong')
  }
  await hit(payload, rateLimits.loginFailuresPerAddress, ip, -1)
  await forget(payload, rateLimits.loginFailuresPerMobile, member.mobile)
  return { ok: true }
}

/**
 * The old number hears of the change, counted as a code against the site's ceiling (it keeps the
 * account safe: notices' share does not hold it back); the change stands when the notice cannot be
 * sent (logged for the operator).
 */
async function tellOldNumber(payload: Payload, oldMobile: string, newMobile: string): Promise<void> {
  try {
    await sendWithinBudget(payload, 'code', { mobile: oldMobile }, 'the mobile-changed notice', () =>
      smsSender().sendMobileChangedNotice({ mobile: oldMobile, newMobile }),
    )
  } catch (error) {
    siteLog('sms').error({ err: error }, `the notice of a changed mobile to ${maskedMobile(oldMobile)} was not sent`)
  }
}
