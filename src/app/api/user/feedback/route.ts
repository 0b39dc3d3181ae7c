import { z } from 'zod'

import { verifyCaptcha } from '@/domain/captcha'
import { submitEnquiry } from '@/domain/enquiries'
import { checkEnquiryItems, enquiryItemsSchema } from '@/features/productFinder/quote/enquiryItems'
import { clientAddress } from '@/lib/api/clientAddress'
import { messageOf, optionalText, requiredText, ticked } from '@/lib/api/fields'
import { refuse } from '@/lib/api/messages'
import { apiRoute, envelope, parseJson } from '@/lib/api/reply'
import { getPayloadClient } from '@/lib/payload.server'
import { payloadSecret } from '@/lib/secret.server'
import { findCountry } from '@/seed/data/countries'

export { DELETE, GET, PATCH, PUT } from '@/lib/api/route'

const salutations: Record<string, 'Mr.' | 'Ms.'> = { 'Mr.': 'Mr.', Mr: 'Mr.', 先生: 'Mr.', 'Ms.': 'Ms.', Ms: 'Ms.', 女士: 'Ms.' }

/** The contact form's rules in the form's order (spec section 5); company, department, topic optional. */
const enquirySchema = z.object({
  nickname: z
    .string(messageOf('feedback.nicknameRequired'))
    .trim()
    .refine((value) => value in salutations, messageOf('feedback.nicknameRequired'))
    .transform((value) => salutations[value]),
  familyname: requiredText('feedback.familynameRequired', 50),
  firstname: requiredText('feedback.firstnameRequired', 50),
  mobile: requiredText('feedback.mobileRequired', 40).pipe(
    z.string().regex(/^\+?[\d\s\-().]{5,30}$/, messageOf('feedback.mobileInvalid')),
  ),
  content: requiredText('feedback.contentRequired', 5000),
  country: z.string(messageOf('feedback.countryRequired')).transform((value, context) => {
    const country = findCountry(value)
    if (country) return `${country.zh} / ${country.en}` // stored in both languages, whichever was chosen
    context.issues.push({ code: 'custom', input: value, message: 'feedback.countryRequired' })
    return z.NEVER
  }),
  email: z.string(messageOf('feedback.emailInvalid')).trim().pipe(z.email(messageOf('feedback.emailInvalid')).max(200, messageOf('feedback.emailInvalid'))),
  consent: ticked('feedback.consentRequired'),
  company: optionalText('tooLong'),
  major: optionalText('tooLong'),
  title: optionalText('tooLong'),
  file: optionalText('feedback.fileUnknown', 64),
  /** optional: the quote list's lines (product, size, flange, quantity, note) */
  items: enquiryItemsSchema.optional(),
  /** the ALTCHA widget's solution (GET /api/captcha/challenge) */
  altcha: z.string(messageOf('feedback.captchaRequired')).min(1, messageOf('feedback.captchaRequired')).max(4000, messageOf('feedback.captchaFailed')),
})

export const POST = apiRoute(async (call) => {
  const input = await parseJson(call, enquirySchema)
  if (!input.ok) return input.reply
  const payload = await getPayloadClient()
  const quote = await checkEnquiryItems(payload, input.data.items ?? [], call.locale)
  if (!quote.ok) return call.refused(quote)
  // checked (and spent) once the enquiry itself is valid, before it counts against the rate limit
  if (!(await verifyCaptcha(payload, input.data.altcha, payloadSecret()))) return call.refused(refuse('feedback.captchaFailed'))
  const sent = await submitEnquiry(payload, { ...input.data, items: quote.lines }, { locale: call.locale, ip: clientAddress(call.request) })
  if (!sent.ok) return call.refused(sent)
  return envelope({ code: 1, msg: call.t('feedback.sent'), data: {} })
})
