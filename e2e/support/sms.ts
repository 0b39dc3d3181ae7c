import { readFile } from 'node:fs/promises'

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
