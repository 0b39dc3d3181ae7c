import type { Payload } from 'payload'

import { apiTranslator } from '@/features/apiMessages'
import { absoluteUrl } from '@/lib/siteUrl'
import type { ServiceRequest } from '@/payload-types'
import { smsSender } from '@/services/sms'
import type { Locale } from '@/siteMap'

import { serviceStatusName } from './statusNames'
import { notifiesCustomer, type ServiceStatus } from './statusRules'

/** The tracking page of a request, with its number filled in. */
export const trackPath = (rma: string) => `/serviceRequest/track?rma=${encodeURIComponent(rma)}`

/**
 * Tells the customer the status `request` reached, if the rules say they hear of it: an SMS to the
 * mobile of the request, and a plain-text mail when they gave an address, both in the language
 * they sent the request in.
 */
export async function noticeOfStatus(payload: Payload, request: ServiceRequest): Promise<void> {
  const status = request.status as ServiceStatus
  if (!notifiesCustomer(status)) return
  const locale: Locale = request.locale === 'en' ? 'en' : 'zh'
  const t = apiTranslator(locale)
  const statusText = serviceStatusName(status, locale)
  await smsSender().sendServiceNotice({ mobile: request.mobile, rma: request.rma, status, statusText })
  if (!request.email) return
  await payload.sendEmail({
    to: request.email,
    subject: t('serviceRequest.noticeSubject', { rma: request.rma, status: statusText }),
    text: t('serviceRequest.noticeText', { rma: request.rma, status: statusText, trackUrl: absoluteUrl(locale, trackPath(request.rma)) }),
  })
}
