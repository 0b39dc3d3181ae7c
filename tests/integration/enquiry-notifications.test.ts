import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { dashboardFigures } from '@/admin/dashboardFigures'
import { submitEnquiry } from '@/features/enquiries/enquiries'
import { describeFailure, retryFailedNotifications } from '@/features/enquiries/notification'
import type { User } from '@/payload-types'

import { createStaff } from '../admin/admin-helpers'
import { freshAddress } from '../support/api'
import { testPayload } from '../support/payload'

// Mail goes by SMTP to a stand-in on a loopback port, started before the config reads the
// settings; two retries, with no wait between them, so the whole retry window passes in a test.
const smtp = await vi.hoisted(async () => {
  const { startSmtpStandIn } = await import('../support/smtpStandIn')
  const standIn = await startSmtpStandIn()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(standIn.port),
    SMTP_SECURE: 'false',
    NOTIFY_MAIL_RETRIES: '2',
    NOTIFY_MAIL_RETRY_DELAY_SECONDS: '0',
  })
  return standIn
})

let payload: Payload
let staff: User

beforeAll(async () => {
  payload = await testPayload()
  staff = await createStaff(payload, 'notifications-admin@example.com', 'admin')
})

afterAll(() => smtp.close())

let managersCounter = 0

/** Each test's enquiries go to managers of their own, so the stand-in's mail can be told apart. */
async function freshManagers(): Promise<string> {
  const address = `managers-${++managersCounter}@valves.test`
  await payload.updateGlobal({ slug: 'site-settings', data: { companyName: '阀门公司', notifyEmails: address } })
  return address
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))

async function sendEnquiry(): Promise<number> {
  const outcome = await submitEnquiry(
    payload,
    {
      salutation: 'Ms.',
      familyName: 'Li',
      firstName: 'Hua',
      mobile: '13912345678',
      content: 'Please quote 10 gate valves DN100.',
      country: 'Germany',
      email: 'li.hua@example.com',
      consent: true,
    },
    { locale: 'en', ip: freshAddress() },
  )
  if (!outcome.ok) throw new Error('the enquiry was refused')
  return outcome.enquiry.id
}

const notificationOf = async (id: number) => (await payload.findByID({ collection: 'enquiries', id, depth: 0 })).notification

/** The notification once `attempts` attempts have ended (the first one runs beside the call). */
const afterAttempts = (id: number, attempts: number) =>
  vi.waitFor(async () => {
    const notification = await notificationOf(id)
    expect(notification?.attempts).toBe(attempts)
    expect(notification?.status).not.toBe('sending')
    return notification
  })

describe('the mail to the account managers about an enquiry', () => {
  it('is retried while the mail server refuses, and shows as failed on the enquiry and the dashboard after the last retry', async () => {
    const managers = await freshManagers()
    smtp.refusing = true
    const id = await sendEnquiry()

    expect(await afterAttempts(id, 1)).toMatchObject({ status: 'pending', lastError: expect.stringContaining('421'), sentAt: null })
    await payload.jobs.run()
    expect(await afterAttempts(id, 2)).toMatchObject({ status: 'pending' })
    await payload.jobs.run()
    expect(await afterAttempts(id, 3)).toMatchObject({ status: 'failed', lastError: expect.stringContaining('421'), sentAt: null })
    // the queue has given up: nothing runs it again
    await payload.jobs.run()
    expect((await notificationOf(id))?.attempts).toBe(3)
    expect(mailsTo(managers)).toHaveLength(0)
    expect((await dashboardFigures(payload, staff, 'en')).failedNotifications).toBeGreaterThanOrEqual(1)

    // the dashboard's button, once the server is back: sent, once
    smtp.refusing = false
    expect(await retryFailedNotifications(payload)).toBeGreaterThanOrEqual(1)
    expect(await afterAttempts(id, 4)).toMatchObject({ status: 'sent', lastError: null, sentAt: expect.any(String) })
    expect(mailsTo(managers)).toHaveLength(1)
    expect((await dashboardFigures(payload, staff, 'en')).failedNotifications).toBe(0)
  })

  it('is delivered exactly once when the mail server comes back within the retries', async () => {
    const managers = await freshManagers()
    smtp.refusing = true
    const id = await sendEnquiry()
    expect(await afterAttempts(id, 1)).toMatchObject({ status: 'pending' })

    smtp.refusing = false
    await payload.jobs.run()
    expect(await afterAttempts(id, 2)).toMatchObject({ status: 'sent', lastError: null })
    for (let round = 0; round < 3; round++) await payload.jobs.run()
    expect(mailsTo(managers)).toHaveLength(1)
    expect(mailsTo(managers)[0].data).toContain('li.hua@example.com')
  })

  it('is sent once when two runners take its job at the same time', async () => {
    const managers = await freshManagers()
    // the settings' change queued a rebuild of the datasheets: out of the way first
    while (!(await payload.jobs.run()).noJobsRemaining);
    const enquiry = await payload.create({
      collection: 'enquiries',
      data: {
        status: 'new',
        salutation: 'Mr.',
        familyName: 'Wang',
        firstName: 'Wei',
        mobile: '13912345678',
        email: 'wang@example.com',
        country: 'China',
        content: '请报价',
        consent: true,
        notification: { status: 'pending', attempts: 0 },
      },
    })
    const job = await payload.jobs.queue({ task: 'notifyAccountManagers', input: { enquiry: enquiry.id } })
    // Payload's run by id takes a job whatever its state: two of them at once certainly both run it,
    // as the first attempt beside the call and an instance's queue runner can
    await Promise.all([payload.jobs.runByID({ id: job.id }), payload.jobs.runByID({ id: job.id }), payload.jobs.run()])
    await payload.jobs.run()

    expect(mailsTo(managers)).toHaveLength(1)
    expect(await notificationOf(enquiry.id)).toMatchObject({ status: 'sent', attempts: 1 })
  })

  it('never tells staff the SMTP password in its error', () => {
    const error = new Error('Invalid login: 535 5.7.8 authentication failed for sales / s3cret-pass')
    expect(describeFailure(error, 's3cret-pass')).toBe('Invalid login: 535 5.7.8 authentication failed for sales / ***')
  })
})
