import { changeMemberMobile } from '@/features/members/profile'
import { changeMobileSchema } from '@/features/members/rules'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { callingMember } from '@/api/callingMember.server'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

import { contractProfile } from './member.update'

/**
 * POST /api/member/changeMobile `{ mobile, code, password }`: the logged-in member moves their
 * account to a new number with the `changeMobile` code sent to it (sendCode) and their current
 * password. The member logs in with the new number from then on; the old number is told, the session
 * of this call stays valid and their other sessions end. 401 without a session.
 */
export const POST = apiRoute(async (call) => {
  const payload = await getPayloadClient()
  const caller = await callingMember(call, payload)
  if (!caller.ok) return caller.reply
  const { member, token } = caller
  const input = await parseJson(call, changeMobileSchema, 'member')
  if (!input.ok) return input.reply
  const changed = await changeMemberMobile(payload, member, { ...input.data, ip: clientAddress(call.request), keptToken: token })
  if (!changed.ok) return call.refused(changed)
  return envelope({ code: 1, msg: call.t('member.mobileChanged'), data: contractProfile(changed.member) })
})
