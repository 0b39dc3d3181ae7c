import { sendVerificationCode } from '@/features/members/smsCodes'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { sendCodeSchema } from '@/features/members/rules'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, sendCodeSchema, 'member')
  if (!input.ok) return input.reply
  const sent = await sendVerificationCode(await getPayloadClient(), { ...input.data, ip: clientAddress(call.request) })
  if (!sent.ok) return call.refused(sent)
  return envelope({ code: 1, msg: call.t('member.codeSent'), data: { expiresIn: sent.expiresIn, resendIn: sent.resendIn } })
})
