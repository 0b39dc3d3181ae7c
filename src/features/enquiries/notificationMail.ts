import type { Payload } from 'payload'
import { z } from 'zod'

import { quoteLinesText } from '@/features/quote/enquiryItems'
import { siteUrl } from '@/lib/siteUrl'
import type { Enquiry } from '@/payload-types'

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

export const mailSubject = (enquiry: Enquiry) =>
  `新询盘 New enquiry: ${enquiry.salutation} ${enquiry.familyName} ${enquiry.firstName}${enquiry.company ? ` · ${enquiry.company}` : ''}`

/** Plain text only: the visitor's words are never rendered as HTML in a manager's mail client. */
export function mailText(enquiry: Enquiry, hasAttachment: boolean): string {
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
