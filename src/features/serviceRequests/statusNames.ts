import en from '@/messages/en/service.json'
import zh from '@/messages/zh/service.json'
import type { Locale } from '@/siteMap'

import type { ServiceKind } from './requestFields'
import { type ServiceStatus, serviceStatuses, staffNextStatuses } from './statusRules'

/**
 * The one list of a status's names, in `serviceRequest.status` of the service messages: the
 * tracking page reads it there, the admin's select, the exports, the SMS and mail notices here.
 */
export const serviceStatusNames = Object.fromEntries(
  serviceStatuses.map((status) => [status, { zh: zh.serviceRequest.status[status], en: en.serviceRequest.status[status] }]),
) as Record<ServiceStatus, { zh: string; en: string }>

export const serviceStatusName = (status: ServiceStatus, locale: Locale): string => serviceStatusNames[status][locale]

/**
 * The names a refused move is worded with (`serviceRequest.statusMoveNotAllowed` and its
 * neighbours): where the request stands, where staff tried to take it, and where it may go next.
 */
export function statusMoveWords(from: ServiceStatus, to: ServiceStatus, kind: ServiceKind, locale: Locale) {
  const quoted = (status: ServiceStatus) => `“${serviceStatusName(status, locale)}”`
  return {
    from: serviceStatusName(from, locale),
    to: serviceStatusName(to, locale),
    next: staffNextStatuses(from, kind)
      .map(quoted)
      .join(locale === 'zh' ? '或' : ' or '),
  }
}
