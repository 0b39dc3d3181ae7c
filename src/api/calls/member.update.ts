import { toStoredMember } from '@/features/members/contractNames'
import { updateMemberProfile } from '@/features/members/profile'
import { profileSchema } from '@/features/members/rules'
import { callingMember } from '@/api/callingMember.server'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

/**
 * POST /api/member/update `{ truename?, company? }`: the logged-in member changes their name or
 * company (/account). `data` is the profile as saved, under the contract's names. 401 without a session.
 */
export const POST = apiRoute(async (call) => {
  const payload = await getPayloadClient()
  const caller = await callingMember(call, payload)
  if (!caller.ok) return caller.reply
  const { member } = caller
  const input = await parseJson(call, profileSchema, 'member')
  if (!input.ok) return input.reply
  const { truename, ...same } = input.data
  const change = truename === undefined ? same : toStoredMember({ truename, ...same })
  const updated = await updateMemberProfile(payload, member, change)
  if (!updated.ok) return call.refused(updated)
  return envelope({ code: 1, msg: call.t('member.profileSaved'), data: contractProfile(updated.member) })
})

/** The profile as the contract names it. */
export const contractProfile = (member: { mobile: string; fullName: string; company: string }) => ({
  mobile: member.mobile,
  truename: member.fullName,
  company: member.company,
})
