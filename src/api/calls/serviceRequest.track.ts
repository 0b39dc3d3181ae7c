import { z } from 'zod/mini'

import { apiRoute, envelope, parseJson } from '@/api/reply'
import { memberToken } from '@/features/members/apiToken'
import { mobileSchema } from '@/features/members/rules'
import { memberFromToken } from '@/features/members/sessions'
import { trackServiceRequests } from '@/features/serviceRequests/serviceRequests'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { getPayloadClient } from '@/lib/payload'
import { rmaNumberField } from '@/features/serviceRequests/trackingRules'

const rma = rmaNumberField

/** A visitor gives both numbers; a member gives one of their RMA numbers, or nothing for all. */
const visitorSchema = z.object({ rma, mobile: mobileSchema })
const memberSchema = z.object({ rma: z.optional(rma) })

export const POST = apiRoute(async (call) => {
  const payload = await getPayloadClient()
  const member = await memberFromToken(payload, memberToken(call.request))
  const caller = { locale: call.locale, ip: clientAddress(call.request) }
  if (member) {
    const input = await parseJson(call, memberSchema, 'serviceRequest')
    if (!input.ok) return input.reply
    const found = await trackServiceRequests(payload, { member }, input.data.rma, caller)
    if (!found.ok) return call.refused(found)
    return envelope({ code: 1, msg: call.t('serviceRequest.found'), data: { requests: found.requests } })
  }
  const input = await parseJson(call, visitorSchema, 'serviceRequest')
  if (!input.ok) return input.reply
  const found = await trackServiceRequests(payload, { mobile: input.data.mobile }, input.data.rma, caller)
  if (!found.ok) return call.refused(found)
  return envelope({ code: 1, msg: call.t('serviceRequest.found'), data: { requests: found.requests } })
})
