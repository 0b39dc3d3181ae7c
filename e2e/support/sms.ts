import { readFile } from 'node:fs/promises'

import { createClient } from '@libsql/client'

import type { CodePurpose } from '../../src/services/sms/sender'
import { ownDataFile } from './servers'

/** The SMS outbox of this worker's end-to-end server (SMS_PROVIDER=outbox). */
const smsOutbox = () => ownDataFile('outbox', 'sms.jsonl')

interface OutboxSms {
  mobile: string
  code: string
  purpose: CodePurpose
  at: string
}

async function readOutbox(): Promise<OutboxSms[]> {
  const text = await readFile(smsOutbox(), 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxSms)
}

/** The latest code sent to a mobile number for a purpose; waits up to 10 s for it to arrive. */
export async function smsCodeFor(mobile: string, purpose: OutboxSms['purpose'] = 'register'): Promise<string> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const sent = (await readOutbox()).filter((sms) => sms.mobile === mobile && sms.purpose === purpose).pop()
    if (sent) return sent.code
    if (Date.now() > deadline) throw new Error(`no ${purpose} code for ${mobile} in ${smsOutbox()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Lets a number receive its next code now, as the minute after its last one would: the number's
 * one-code-a-minute window (`rateLimits.smsResend` in src/features/rateLimit.server.ts, the
 * `rate_limits` row `sms:resend:<number>` of this worker's server) is made to have ended; a changed
 * key fails here. Its hourly and daily counts stay as they are. The minute itself is checked by
 * tests/integration/member-account.test.ts; a browser test that needs a second code for one number
 * need not sit through it.
 */
export async function letTheMinutePass(mobile: string): Promise<void> {
  const db = createClient({ url: `file:${ownDataFile('site.db')}` })
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const { rowsAffected } = await db.execute({
          sql: `UPDATE rate_limits SET expire = ? WHERE key = ?`,
          args: [new Date(Date.now() - 1000).toISOString(), `sms:resend:${mobile}`],
        })
        if (rowsAffected !== 1) throw new Error(`no one-a-minute window of ${mobile} in rate_limits: has its key changed?`)
        return
      } catch (error) {
        // the server may be writing at that moment
        if (attempt === 20 || !String(error).includes('SQLITE_BUSY')) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  } finally {
    db.close()
  }
}

/** The statuses of the service request notices sent to a mobile number, oldest first. */
export async function serviceNoticesFor(mobile: string): Promise<string[]> {
  const text = await readFile(smsOutbox(), 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { mobile: string; purpose: string; status?: string })
    .filter((sms) => sms.mobile === mobile && sms.purpose === 'serviceNotice')
    .map((sms) => sms.status ?? '')
}

/** A mainland mobile number (13 and nine random digits) that no other test is likely to use. */
export const newMobile = (): string => `13${randomDigits(9)}`

const randomDigits = (count: number) => Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('')
