import type { Payload } from 'payload'
import { z } from 'zod'

import { unclaimedAttachment } from './attachments'
import type { StoredNamed } from './contractNames'
import type { EnquiryRequest } from './rules'
import { type EnquiryLine, quoteLinesText } from '@/features/productFinder/quote/enquiryItems'
import { refuse, type Outcome } from '@/lib/api/messages'
import { hitAll, minutesUntil, rateLimits } from '@/lib/rateLimit'
import { siteUrl } from '@/lib/siteUrl'
import type { Enquiry } from '@/payload-types'
import type { Locale } from '@/siteMap'

/**
 * What the feedback call hands over, under the stored names: the form's fields and the quote
 * list's lines, checked against the catalogue.
 */
type NewEnquiry = StoredNamed<Omit<EnquiryRequest, 'altcha' | 'items'>> & { items?: EnquiryLine[] }

/**
 * Stores a contact enquiry, then tells the account managers by mail. The enquiry is kept even when
 * the mail fails (it is logged, and `notifiedAt` stays empty so staff can see it was not sent).
 * A member logged in while sending is recorded: the enquiry is then among their data (/memberData)
 * and anonymised when they cancel their account.
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
    },
  })

  try {
    const { addresses: recipients } = await notificationRecipients(payload)
    if (recipients.length === 0) {
      console.warn(`[enquiry] ${enquiry.id} stored; no notification address is configured`)
    } else {
      await payload.sendEmail({ to: recipients, subject: mailSubject(enquiry), text: mailText(enquiry, Boolean(attachment)) })
      await payload.update({ collection: 'enquiries', id: enquiry.id, data: { notifiedAt: new Date().toISOString() } })
    }
  } catch (error) {
    console.error(`[enquiry] ${enquiry.id} stored; the notification mail failed`, error)
  }
  return { ok: true, enquiry }
}

const isAddress = (value: string) => z.email().safeParse(value).success

const addressesIn = (list: string | null | undefined) =>
  (list ?? '')
    .split(/[,;\s]+/)
    .map((entry) => entry.trim())
    .filter(isAddress)

/**
 * The seeded account managers' addresses are fictional, under the domains reserved for examples
 * (RFC 2606): mail to them reaches nobody, so they count as "not chosen yet".
 */
const isSampleAddress = (address: string) =>
  /@(?:[^@]+\.)?(?:example\.(?:com|net|org)|[^@.]+\.(?:example|test|invalid|localhost))$/i.test(address)

/** Who hears of a new enquiry, and, when nobody chose them, who they are (for the admin's warning). */
type Recipients =
  { addresses: string[]; chosen: true } | { addresses: string[]; chosen: false; sampleCards: string[]; administrator: string | null }

/**
 * Who hears of a new enquiry: the addresses of the site settings, else the account managers'
 * cards (an entry that is not an address is skipped), else MAIL_NOTIFY_TO. When none of these
 * names a real address (`chosen` false: a fresh site, whose cards hold the seeded sample
 * managers) the first administrator is told as well, so that an enquiry never goes unnoticed; the
 * dashboard and the enquiry list warn about it, naming both.
 */
export async function notificationRecipients(payload: Payload): Promise<Recipients> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const configured = addressesIn(settings.notifyEmails)
  if (configured.length) return { addresses: configured, chosen: true }
  const cards = await payload.find({ collection: 'contact-cards', pagination: false, depth: 0 })
  const managers = [...new Set(cards.docs.map((card) => card.email.trim()).filter(isAddress))]
  if (managers.some((address) => !isSampleAddress(address))) return { addresses: managers, chosen: true }
  const fromEnvironment = addressesIn(process.env.MAIL_NOTIFY_TO)
  if (fromEnvironment.length) return { addresses: fromEnvironment, chosen: true }
  const firstAdmin = await payload.find({
    collection: 'users',
    where: { roles: { contains: 'admin' } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
  })
  const administrator = firstAdmin.docs[0]?.email ?? null
  return { addresses: [...managers, ...(administrator ? [administrator] : [])], chosen: false, sampleCards: managers, administrator }
}

const mailSubject = (enquiry: Enquiry) =>
  `新询盘 New enquiry: ${enquiry.salutation} ${enquiry.familyName} ${enquiry.firstName}${enquiry.company ? ` · ${enquiry.company}` : ''}`

/** Plain text only: the visitor's words are never rendered as HTML in a manager's mail client. */
function mailText(enquiry: Enquiry, hasAttachment: boolean): string {
  const rows: [string, string | null | undefined][] = [
    ['称呼 Salutation', enquiry.salutation],
    ['姓名 Name', `${enquiry.familyName} ${enquiry.firstName}`],
    ['公司 Company', enquiry.company],
    ['部门 Department', enquiry.department],
    ['电话 Phone', enquiry.mobile],
    ['邮箱 Email', enquiry.email],
    ['国家/地区 Country', enquiry.country],
    ['主题 Topic', enquiry.topic],
    ['附件 Attachment', hasAttachment ? '有，见后台 / yes, see the admin' : '—'],
    ['语言 Language', enquiry.locale],
  ]
  return [
    ...rows.map(([label, value]) => `${label}: ${value || '—'}`),
    '',
    '留言 Message:',
    enquiry.content,
    ...(enquiry.items?.length ? ['', '询价明细 Quote items:', quoteLinesText(enquiry.items)] : []),
    '',
    // absolute: a mail client has no page to resolve a relative link against
    `${siteUrl()}/admin/collections/enquiries/${enquiry.id}`,
  ].join('\n')
}
