import { z } from 'zod/mini'

import { verifyCaptcha } from '@/features/enquiries/captcha'
import { toStoredEnquiry } from '@/features/enquiries/contractNames'
import { findCountry } from '@/features/enquiries/countries'
import { memberToken } from '@/features/members/apiToken'
import { memberFromToken } from '@/features/members/sessions'
import { submitEnquiry } from '@/features/enquiries/enquiries'
import { enquirySchema } from '@/features/enquiries/rules'
import { checkEnquiryItems, enquiryItemsSchema } from '@/features/quote/enquiryItems'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { refuse } from '@/lib/outcome'
import { apiRoute, envelope, parseJson } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'
import { payloadSecret } from '@/lib/secret'

const { altcha, ...formFields } = enquirySchema.shape

/**
 * The form's rules; the country must also be one of the list, stored in both languages. The quote
 * list's lines (optional) are checked before the captcha, which stays the last field.
 */
const enquiryRequestSchema = z.object({
  ...formFields,
  country: z.pipe(
    enquirySchema.shape.country,
    z.transform((value, context) => {
      const country = findCountry(value)
      if (country) return `${country.zh} / ${country.en}`
      context.issues.push({ code: 'custom', input: value, message: 'countryRequired' })
      return z.NEVER
    }),
  ),
  /** optional: the quote list's lines (product, size, flange, quantity, note) */
  items: z.optional(enquiryItemsSchema),
  altcha,
})

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, enquiryRequestSchema, 'feedback')
  if (!input.ok) return input.reply
  const payload = await getPayloadClient()
  const quote = await checkEnquiryItems(payload, input.data.items ?? [], call.locale)
  if (!quote.ok) return call.refused(quote)
  // checked (and spent) once the enquiry itself is valid, before it counts against the rate limit
  if (!(await verifyCaptcha(payload, input.data.altcha, payloadSecret()))) return call.refused(refuse('feedback.captchaFailed'))
  const member = await memberFromToken(payload, memberToken(call.request))
  const sent = await submitEnquiry(
    payload,
    { ...toStoredEnquiry(input.data), items: quote.lines },
    { locale: call.locale, ip: clientAddress(call.request), memberId: member?.id },
  )
  if (!sent.ok) return call.refused(sent)
  return envelope({ code: 1, msg: call.t('feedback.sent'), data: {} })
})
