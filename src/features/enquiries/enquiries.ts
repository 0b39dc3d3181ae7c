import type { Payload } from 'payload'

import { unclaimedAttachment } from './attachments'
import type { StoredNamed } from './contractNames'
import { queueNotification } from './notification'
import type { EnquiryRequest } from './rules'
import type { EnquiryLine } from '@/features/quote/enquiryItems'
import { refuse, type Outcome } from '@/lib/outcome'
import { hitAll, minutesUntil, rateLimits } from '@/features/rateLimit.server'
import type { Enquiry } from '@/payload-types'
import type { Locale } from '@/siteMap'

/**
 * What the feedback call hands over, under the stored names: the form's fields and the quote
 * list's lines, checked against the catalogue.
 */
type NewEnquiry = StoredNamed<Omit<EnquiryRequest, 'altcha' | 'items'>> & { items?: EnquiryLine[] }

/**
 * Stores a contact enquiry and queues the mail that tells the account managers (./notification):
 * the reply does not wait for the mail server, and a mail that fails is retried; the enquiry shows
 * how its mail went. A member logged in while sending is recorded: the enquiry is then among their
 * data (/memberData) and anonymised when they cancel their account.
 */
export async function submitEnquiry(
  payload: Payload,
  input: NewEnquiry,
  { locale, ip, memberId }: { locale: Locale; ip: string; memberId?: number },
): Promise<Outcome<{ enquiry: Enquiry }>> {
  const limited = await hitAll(payload, [[rateLimits.enquiriesPerAddress, ip]])
  if (!limited.allowed) return refuse('tooManyRequests', { minutes: minutesUntil(limited.retryAfterMs) })

  const attachment = input.file ? await unclaimedAttachment(payload, input.file) : null
  if (input.file && !attachment) return refuse('feedback.fileUnknown')

  const { salutation, familyName, firstName, mobile, content, country, email, consent, company, department, topic } = input
  const enquiry = await payload.create({
    collection: 'enquiries',
    data: {
      salutation,
      familyName,
      firstName,
      mobile,
      content,
      country,
      email,
      consent,
      company,
      department,
      topic,
      attachment: attachment?.id,
      items: input.items ?? [],
      locale,
      ip,
      member: memberId,
      status: 'new',
      notification: { status: 'pending', attempts: 0 },
    },
  })
  await queueNotification(payload, enquiry.id)
  return { ok: true, enquiry }
}
