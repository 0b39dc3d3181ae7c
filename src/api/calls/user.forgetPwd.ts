import { resetMemberPassword } from '@/features/members/members'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { signedIn } from '@/api/signedIn.server'
import { accountSchema } from '@/features/members/rules'
import { apiRoute, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, accountSchema, 'member')
  if (!input.ok) return input.reply
  const reset = await resetMemberPassword(await getPayloadClient(), input.data, { ip: clientAddress(call.request) })
  if (!reset.ok) return call.refused(reset)
  return signedIn(call, reset.token, 'member.resetOk')
})
