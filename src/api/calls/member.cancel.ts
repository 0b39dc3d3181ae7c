import { cancelMemberAccount } from '@/features/memberData/dataRights'
import { cancelSchema } from '@/features/members/rules'
import { MEMBER_COOKIE } from '@/features/members/sessions'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { callingMember } from '@/api/callingMember.server'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

/**
 * POST /api/member/cancel `{ code }`: cancels the logged-in member's account with the `cancel` code
 * sent to their mobile (sendCode, purpose `cancel`), and clears the session cookie. Not one of the
 * contract's thirteen calls (docs/api.md); same envelope, 401 without a session.
 */
export const POST = apiRoute(async (call) => {
  const payload = await getPayloadClient()
  const caller = await callingMember(call, payload)
  if (!caller.ok) return caller.reply
  const { member } = caller
  const input = await parseJson(call, cancelSchema, 'member')
  if (!input.ok) return input.reply
  const cancelled = await cancelMemberAccount(payload, member, { code: input.data.code, ip: clientAddress(call.request) })
  if (!cancelled.ok) return call.refused(cancelled)
  const response = envelope({ code: 1, msg: call.t('member.cancelled'), data: {} })
  response.cookies.set(MEMBER_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0 })
  return response
})
