import { apiRoute, envelope, parseJson } from '@/api/reply'
import { memberToken } from '@/features/members/apiToken'
import { memberFromToken } from '@/features/members/sessions'
import { serviceRequestSchema, visitorServiceRequestSchema } from '@/features/serviceRequests/requestRules'
import { submitServiceRequest } from '@/features/serviceRequests/serviceRequests'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { getPayloadClient } from '@/lib/payload'

/**
 * A service request from the form: a visitor confirms the mobile with the code sent for
 * `serviceRequest`; a member with a session sends under their account's mobile, no code asked.
 */
export const POST = apiRoute(async (call) => {
  const payload = await getPayloadClient()
  const member = await memberFromToken(payload, memberToken(call.request))
  const caller = { locale: call.locale, ip: clientAddress(call.request) }
  let sent: Awaited<ReturnType<typeof submitServiceRequest>>
  if (member) {
    const input = await parseJson(call, serviceRequestSchema, 'serviceRequest')
    if (!input.ok) return input.reply
    sent = await submitServiceRequest(payload, input.data, { member }, caller)
  } else {
    const input = await parseJson(call, visitorServiceRequestSchema, 'serviceRequest')
    if (!input.ok) return input.reply
    const { code, ...request } = input.data
    sent = await submitServiceRequest(payload, request, { mobile: request.mobile, code: String(code) }, caller)
  }
  if (!sent.ok) return call.refused(sent, 'field' in sent && sent.field ? { field: sent.field } : {})
  const { rma, status, trackPath, returnFormPath } = sent
  return envelope({ code: 1, msg: call.t('serviceRequest.sent', { rma }), data: { rma, status, trackPath, returnFormPath } })
})
