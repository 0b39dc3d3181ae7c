import { toStoredMember } from '@/features/members/contractNames'
import { registerMember } from '@/features/members/members'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { signedIn } from '@/api/signedIn.server'
import { accountSchema } from '@/features/members/rules'
import { apiRoute, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, accountSchema, 'member')
  if (!input.ok) return input.reply
  const registered = await registerMember(await getPayloadClient(), toStoredMember(input.data), {
    locale: call.locale,
    ip: clientAddress(call.request),
  })
  if (!registered.ok) return call.refused(registered)
  return signedIn(call, registered.token, 'member.registerOk')
})
