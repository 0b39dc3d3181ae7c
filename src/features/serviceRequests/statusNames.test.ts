import { createTranslator } from 'next-intl'
import type { Payload } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { serviceStatusLabels, serviceStatusOptions } from '@/collections/ServiceRequests/statuses'
import en from '@/messages/en/service.json'
import zh from '@/messages/zh/service.json'
import type { ServiceRequest } from '@/payload-types'

import { noticeOfStatus } from './notices'
import { serviceStatusNames } from './statusNames'
import { notifiesCustomer, type ServiceStatus, serviceStatuses } from './statusRules'

const smsNotices: { status: string; statusText: string }[] = []
vi.mock('@/services/sms/sms.server', () => ({
  smsSender: () => ({ sendServiceNotice: async (notice: { status: string; statusText: string }) => void smsNotices.push(notice) }),
}))
// the budgets need the database; their own test is tests/integration/sms-budgets.test.ts
vi.mock('@/features/sendingBudgets.server', () => {
  const send = async (...args: unknown[]) => {
    await (args.at(-1) as () => Promise<void>)()
    return 'sent'
  }
  return { sendWithinBudget: send, mailWithinBudget: send }
})

const messages = { zh, en }
const locales = ['zh', 'en'] as const

/** The label the tracking page shows for a status (`RequestCard`, `RequestTimeline`). */
const trackingLabel = (status: ServiceStatus, locale: 'zh' | 'en') =>
  createTranslator({ locale, messages: messages[locale], namespace: 'serviceRequest' })(`status.${status}`)

beforeEach(() => {
  smsNotices.length = 0
})

describe('a service request status has one name everywhere', () => {
  it.each(locales)('the tracking page and the admin name each status from the one list (%s)', (locale) => {
    for (const status of serviceStatuses) {
      expect(trackingLabel(status, locale)).toBe(serviceStatusNames[status][locale])
      expect(serviceStatusLabels[status][locale]).toBe(serviceStatusNames[status][locale])
      expect(serviceStatusOptions.find((option) => option.value === status)?.label[locale]).toBe(serviceStatusNames[status][locale])
    }
  })

  it.each(locales)('the SMS and the mail name the status as the tracking page does (%s)', async (locale) => {
    for (const status of serviceStatuses.filter(notifiesCustomer)) {
      const mails: { subject: string; text: string }[] = []
      const payload = { sendEmail: async (mail: { subject: string; text: string }) => void mails.push(mail) } as unknown as Payload
      const request = { rma: 'RMA-2026-00042', mobile: '13800138000', email: 'wang@example.com', status, locale } as ServiceRequest
      await noticeOfStatus(payload, request)
      expect(smsNotices.at(-1)).toMatchObject({ status, statusText: trackingLabel(status, locale) })
      expect(mails[0].subject).toContain(trackingLabel(status, locale))
      expect(mails[0].text).toContain(trackingLabel(status, locale))
    }
  })
})
