import 'server-only'

import { appendToOutbox } from '@/services/outbox.server'

export type CodePurpose = 'register' | 'reset' | 'cancel'

interface VerificationText {
  mobile: string
  code: string
  purpose: CodePurpose
}

/** Whatever delivers verification codes to phones. */
interface SmsSender {
  name: string
  sendVerificationCode(text: VerificationText): Promise<void>
}

/** The local default: every code becomes a line of data/outbox/sms.jsonl (and a log line). */
const outboxSender: SmsSender = {
  name: 'outbox',
  async sendVerificationCode({ mobile, code, purpose }) {
    await appendToOutbox('sms', { mobile, code, purpose, at: new Date().toISOString() })
    console.info(`[sms:outbox] ${purpose} code for ${mobile.slice(0, 3)}****${mobile.slice(-4)}`)
  },
}

/**
 * The provider named by SMS_PROVIDER. Only `outbox` exists so far: a real gateway (for example
 * Aliyun SMS) needs its account, signature and template, and is added here as another SmsSender.
 */
export function smsSender(): SmsSender {
  const provider = process.env.SMS_PROVIDER ?? 'outbox'
  if (provider === 'outbox') return outboxSender
  throw new Error(`SMS_PROVIDER "${provider}" is not implemented; use "outbox"`)
}
