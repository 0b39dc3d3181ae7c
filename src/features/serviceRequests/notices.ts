import type { Payload } from 'payload'

import { apiTranslator } from '@/features/apiMessages'
import { mailWithinBudget, sendWithinBudget } from '@/features/sendingBudgets.server'
import { absoluteUrl } from '@/lib/siteUrl'
import type { ServiceRequest } from '@/payload-types'
import { smsSender } from '@/services/sms/sms.server'
import type { Locale } from '@/siteMap'

import { serviceStatusName } from './statusNames'
import { isCustomersOwnMove, notifiesCustomer, type ServiceStatus } from './statusRules'

/** The tracking page of a request, with its number filled in. */
export const trackPath = (rma: string) => `/serviceRequest/track?rma=${encodeURIComponent(rma)}`

/** The member a relation names, stored as an id or read as the member itself. */
const memberId = (member: ServiceRequest['member']) => (member && typeof member === 'object' ? member.id : member)

/**
 * Tells the customer the status `request` reached, if the rules say they hear of it: an SMS to the
 * mobile of the request, and a plain-text mail when they gave an address, both in the language
 * they sent the request in. Each within its budgets (src/features/sendingBudgets.server.ts): a notice
 * that a member's own move sends counts against that member, every SMS against its number and the
 * site's ceiling, every mail against its address. A notice held back is logged and counted; the
 * status stands and shows on the tracking page.
 */
export async function noticeOfStatus(payload: Payload, request: ServiceRequest): Promise<void> {
  const status = request.status as ServiceStatus
  if (!notifiesCustomer(status)) return
  const locale: Locale = request.locale === 'en' ? 'en' : 'zh'
  const t = apiTranslator(locale)
  const statusText = serviceStatusName(status, locale)
  const what = `the ${request.rma} ${status} notice`
  const member = isCustomersOwnMove(status) ? memberId(request.member) : null
  await sendWithinBudget(payload, 'notice', { mobile: request.mobile, member }, what, () =>
    smsSender().sendServiceNotice({ mobile: request.mobile, rma: request.rma, status, statusText }),
  )
  const email = request.email
  if (!email) return
  await mailWithinBudget(payload, email, what, async () => {
    await payload.sendEmail({
      to: email,
      subject: t('serviceRequest.noticeSubject', { rma: request.rma, status: statusText }),
      text: t('serviceRequest.noticeText', { rma: request.rma, status: statusText, trackUrl: absoluteUrl(locale, trackPath(request.rma)) }),
    })
  })
}
