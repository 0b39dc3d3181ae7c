import en from '@/messages/en/service.json'
import zh from '@/messages/zh/service.json'
import type { Locale } from '@/siteMap'

import { type ServiceStatus, serviceStatuses } from './statusRules'

/**
 * The one list of a status's names, in `serviceRequest.status` of the service messages: the
 * tracking page reads it there, the admin's select, the exports, the SMS and mail notices here.
 */
export const serviceStatusNames = Object.fromEntries(
  serviceStatuses.map((status) => [status, { zh: zh.serviceRequest.status[status], en: en.serviceRequest.status[status] }]),
) as Record<ServiceStatus, { zh: string; en: string }>

export const serviceStatusName = (status: ServiceStatus, locale: Locale): string => serviceStatusNames[status][locale]
