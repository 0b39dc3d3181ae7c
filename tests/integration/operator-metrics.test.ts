import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as sendCode } from '@/api/calls/user.sendCode'
import { rateLimits } from '@/features/rateLimit.server'
import { mailAdapter } from '@/services/mail/adapter'

import { call, freshAddress, freshMobile } from '../support/api'
import { sample } from '../support/metrics'
import { testPayload } from '../support/payload'
import { startSmtpStandIn } from '../support/smtpStandIn'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

/** How much `name{labels}` grew while `act` ran. */
async function growth(name: string, labels: Record<string, string>, act: () => Promise<unknown>) {
  const before = await sample(name, labels)
  await act()
  return (await sample(name, labels)) - before
}

describe('the operator sees in the metrics', () => {
  it('a code sent, and a second code within the minute refused by its rule', async () => {
    const mobile = freshMobile()
    const address = freshAddress()
    const sent = await growth('site_sms_sends_total', { provider: 'outbox', outcome: 'sent' }, () =>
      call(sendCode, { mobile }, { address }),
    )
    expect(sent).toBe(1)
    const refusals = await growth('site_rate_limit_refusals_total', { rule: rateLimits.smsResend.name }, async () => {
      expect((await call(sendCode, { mobile }, { address })).body.code).toBe(0)
    })
    expect(refusals).toBe(1)
  })

  it('mails the SMTP server accepted, and mails it refused', async () => {
    const smtp = await startSmtpStandIn()
    try {
      vi.stubEnv('SMTP_HOST', '127.0.0.1')
      vi.stubEnv('SMTP_PORT', String(smtp.port))
      vi.stubEnv('SMTP_SECURE', 'false')
      const transport = (await mailAdapter())({ payload })
      const sent = await growth('site_mail_sends_total', { outcome: 'sent' }, () =>
        transport.sendEmail({ to: 'sales@example.com', subject: 'New enquiry', text: 'A visitor asks for a quote' }),
      )
      expect(sent).toBe(1)
      expect(smtp.received.map((mail) => mail.data).join('')).toContain('A visitor asks for a quote')
      const failed = await growth('site_mail_sends_total', { outcome: 'failed' }, () =>
        expect(transport.sendEmail({ to: 'nobody@refused.example', subject: 'New enquiry', text: 'lost' })).rejects.toThrow(/550/),
      )
      expect(failed).toBe(1)
    } finally {
      await smtp.close()
    }
  })

  it('mails written to the outbox file when there is no SMTP server', async () => {
    const transport = (await mailAdapter())({ payload })
    const sent = await growth('site_mail_sends_total', { outcome: 'sent' }, () =>
      transport.sendEmail({ to: 'sales@example.com', subject: 'New enquiry', text: 'to the outbox' }),
    )
    expect(sent).toBe(1)
  })

  it('the runs of every scheduled task, counted where every task passes (src/lib/defineTask.ts)', async () => {
    for (const task of ['sweepOrphanUploads', 'rebuildAllDatasheets'] as const) {
      const runs = await growth('site_job_runs_total', { task, outcome: 'succeeded' }, async () => {
        await payload.jobs.queue({ task, input: {} })
        await payload.jobs.run()
      })
      expect(runs, task).toBe(1)
    }
  })
})
