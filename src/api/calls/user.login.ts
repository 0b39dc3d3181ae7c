import { logInMember } from '@/features/members/members'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { signedIn } from '@/api/signedIn.server'
import { loginSchema } from '@/features/members/rules'
import { apiRoute, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, loginSchema, 'member')
  if (!input.ok) return input.reply
  const loggedIn = await logInMember(await getPayloadClient(), input.data, { ip: clientAddress(call.request) })
  if (!loggedIn.ok) return call.refused(loggedIn)
  return signedIn(call, loggedIn.token, 'member.loginOk')
})
