import { type Payload, ValidationError } from 'payload'

import { memberByMobile } from './members'
import { countMobileLookup } from './mobileLookups'
import { redeemVerificationCode } from './smsCodes'
import { refuse, type Outcome } from '@/lib/outcome'
import type { Member } from '@/payload-types'

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
 * Moves the member's account to a new mobile number once the `changeMobile` code sent to that number
 * checks out: the number they log in with changes, their sessions stay valid. The code is checked
 * first, so that, as at registration, only the holder of a number learns that it is taken.
 */
export async function changeMemberMobile(
  payload: Payload,
  member: Member,
  { mobile, code, ip }: { mobile: string; code: string; ip: string },
): Promise<Changed> {
  const counted = await countMobileLookup(payload, mobile, ip)
  if (!counted.ok) return counted
  const checked = await redeemVerificationCode(payload, { mobile, purpose: 'changeMobile', code })
  if (!checked.ok) return checked
  if (mobile === member.mobile) return refuse('member.mobileUnchanged')
  if (await memberByMobile(payload, mobile)) return refuse('member.mobileRegistered')
  try {
    // the login name is the mobile number: both move together
    const updated = await payload.update({ collection: 'members', id: member.id, data: { mobile, username: mobile } })
    return { ok: true, member: updated }
  } catch (error) {
    // another member took the number at the same moment: the unique index decides
    if (error instanceof ValidationError) return refuse('member.mobileRegistered')
    throw error
  }
}
