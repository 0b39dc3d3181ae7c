import { z } from 'zod/mini'

import { apiRoute, envelope, parseJson } from '@/api/reply'
import { memberToken } from '@/features/members/apiToken'
import { codeSchema, mobileSchema } from '@/features/members/rules'
import { memberFromToken } from '@/features/members/sessions'
import { answerQuote } from '@/features/serviceRequests/serviceRequests'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { getPayloadClient } from '@/lib/payload'
import { rmaNumberField } from '@/features/serviceRequests/trackingRules'

const rma = rmaNumberField
const decision = z.enum(['approve', 'decline'], { error: 'decisionInvalid' })

const visitorSchema = z.object({ rma, mobile: mobileSchema, code: codeSchema, decision })
const memberSchema = z.object({ rma, decision })

/** The customer accepts or declines the quote, once: a visitor with the SMS code, a member by their session. */
export const POST = apiRoute(async (call) => {
  const payload = await getPayloadClient()
  const member = await memberFromToken(payload, memberToken(call.request))
  const caller = { locale: call.locale, ip: clientAddress(call.request) }
  let answered: Awaited<ReturnType<typeof answerQuote>>
  if (member) {
    const input = await parseJson(call, memberSchema, 'serviceRequest')
    if (!input.ok) return input.reply
    answered = await answerQuote(payload, { member }, input.data, caller)
  } else {
    const input = await parseJson(call, visitorSchema, 'serviceRequest')
    if (!input.ok) return input.reply
    answered = await answerQuote(payload, { mobile: input.data.mobile, code: input.data.code }, input.data, caller)
  }
  if (!answered.ok) return call.refused(answered)
  const msg = call.t(answered.request.status === 'approved' ? 'serviceRequest.quoteApproved' : 'serviceRequest.quoteDeclined')
  return envelope({ code: 1, msg, data: answered.request })
})
