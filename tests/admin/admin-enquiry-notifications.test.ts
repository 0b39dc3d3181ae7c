import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { submitEnquiry } from '@/features/enquiries/enquiries'
import { notificationRecipients } from '@/features/enquiries/notificationMail'
import { outboxDir } from '@/lib/paths'
import { siteUrlWarning } from '@/lib/siteUrl'

import { createStaff } from './admin-helpers'
import { testPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await createStaff(payload, 'first-admin@example.com', 'admin')
  await createStaff(payload, 'second-admin@example.com', 'admin')
})

async function lastMail(): Promise<{ to: string[]; text: string } | undefined> {
  const text = await readFile(path.join(outboxDir, 'mail.jsonl'), 'utf8').catch(() => '')
  const lines = text.trim().split('\n').filter(Boolean)
  return lines.length ? JSON.parse(lines[lines.length - 1]) : undefined
}

const input = {
  salutation: 'Mr.' as const,
  familyName: 'Wang',
  firstName: 'Wei',
  mobile: '13912345678',
  content: '请报价',
  country: '中国',
  email: 'wang@example.com',
  consent: true as const,
}

describe('who hears of a new enquiry', () => {
  it('on a fresh site, whose cards hold placeholders: the first administrator, and nobody chose that', async () => {
    await payload.create({
      collection: 'contact-cards',
      data: { title: '销售', name: '{name}', email: '{email}', phone: '{phone}' },
    })
    expect(await notificationRecipients(payload)).toEqual({
      addresses: ['first-admin@example.com'],
      chosen: false,
      sampleCards: [],
      administrator: 'first-admin@example.com',
    })

    await submitEnquiry(payload, input, { locale: 'zh', ip: '203.0.113.7' })
    // sent beside the reply, a moment after it
    const mail = await vi.waitFor(async () => (await lastMail()) ?? Promise.reject(new Error('no mail yet')))
    expect(mail?.to).toEqual(['first-admin@example.com'])
    // a link a mail client can open
    expect(mail?.text).toMatch(/^https?:\/\/[^/\s]+\/admin\/collections\/enquiries\/\d+$/m)
  })

  it('on a fresh site, whose cards hold the sample managers: they and the first administrator, and nobody chose that', async () => {
    const sample = await payload.create({
      collection: 'contact-cards',
      data: { title: '销售', name: '陈晓明', email: 'chen.xiaoming@example.com', phone: '+86 21 0555 0101' },
    })
    expect(await notificationRecipients(payload)).toEqual({
      addresses: ['chen.xiaoming@example.com', 'first-admin@example.com'],
      chosen: false,
      sampleCards: ['chen.xiaoming@example.com'],
      administrator: 'first-admin@example.com',
    })
    const real = await payload.create({
      collection: 'contact-cards',
      data: { title: '销售', name: '李华', email: 'li.hua@valves.cn', phone: '+86 21 5555 0102' },
    })
    const withRealCard = await notificationRecipients(payload)
    expect(withRealCard.chosen).toBe(true)
    expect(withRealCard.addresses.toSorted()).toEqual(['chen.xiaoming@example.com', 'li.hua@valves.cn'])
    for (const card of [sample, real]) await payload.delete({ collection: 'contact-cards', id: card.id })
  })

  it('the addresses an editor sets in the site settings', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { companyName: '阀门公司', notifyEmails: 'sales@example.com' } })
    expect(await notificationRecipients(payload)).toEqual({ addresses: ['sales@example.com'], chosen: true })
    await payload.updateGlobal({ slug: 'site-settings', data: { companyName: '阀门公司', notifyEmails: '' } })
  })
})

describe('the startup warning about SITE_URL', () => {
  it('is given in production without SITE_URL, and only then', () => {
    expect(siteUrlWarning({ NODE_ENV: 'production' })).toMatch(/SITE_URL/)
    expect(siteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' })).toBeNull()
    expect(siteUrlWarning({ NODE_ENV: 'development' })).toBeNull()
  })
})
