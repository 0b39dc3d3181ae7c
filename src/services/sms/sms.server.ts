import 'server-only'

import { aliyunSender } from './aliyun.server'
import { maskedMobile, SmsNotSent, type SmsSender } from './sender'
import { smsSettings } from '@/runtime/smsSettings.mjs'
import { tencentSender } from './tencent.server'
import { countSmsSend } from '@/runtime/metrics.mjs'
import { appendToOutbox } from '@/services/outbox'
import { siteLog } from '@/runtime/log.mjs'

export { maskedMobile, type MobileChangedText, SmsNotSent, type CodePurpose, type NotSentReason, type ServiceNoticeText } from './sender'
export { smsSettingsProblem } from '@/runtime/smsSettings.mjs'

/** The local default: every text becomes a line of data/outbox/sms.jsonl (and a log line). */
const outboxSender: SmsSender = {
  name: 'outbox',
  async sendVerificationCode({ mobile, code, purpose }) {
    await appendToOutbox('sms', { mobile, code, purpose, at: new Date().toISOString() })
    siteLog('sms').info(`to the outbox: ${purpose} code for ${maskedMobile(mobile)}`)
  },
  async sendServiceNotice({ mobile, rma, status }) {
    await appendToOutbox('sms', { mobile, rma, status, purpose: 'serviceNotice', at: new Date().toISOString() })
    siteLog('sms').info(`to the outbox: ${rma} ${status} notice for ${maskedMobile(mobile)}`)
  },
  async sendMobileChangedNotice({ mobile, newMobile }) {
    await appendToOutbox('sms', { mobile, newMobile: maskedMobile(newMobile), purpose: 'mobileChanged', at: new Date().toISOString() })
    siteLog('sms').info(`to the outbox: mobile-changed notice for ${maskedMobile(mobile)}`)
  },
}

/**
 * The provider named by SMS_PROVIDER (outbox, aliyun or tencent), with the settings of the moment:
 * read at each send, so a test can point a gateway at its stand-in. Throws when they are incomplete.
 */
export function smsSender(env: Record<string, string | undefined> = process.env): SmsSender {
  return countingSends(providerSender(env))
}

function providerSender(env: Record<string, string | undefined>): SmsSender {
  const settings = smsSettings(env)
  switch (settings.provider) {
    case 'outbox':
      return outboxSender
    case 'aliyun':
      return aliyunSender(settings)
    case 'tencent':
      return tencentSender(settings)
  }
}

/** Counts each send for the metrics, by provider and outcome: sent, or why nothing reached the phone. */
function countingSends(sender: SmsSender): SmsSender {
  const counted = async (send: () => Promise<void>) => {
    try {
      await send()
    } catch (error) {
      countSmsSend(sender.name, error instanceof SmsNotSent ? error.reason : 'failed')
      throw error
    }
    countSmsSend(sender.name, 'sent')
  }
  return {
    name: sender.name,
    sendVerificationCode: (text) => counted(() => sender.sendVerificationCode(text)),
    sendServiceNotice: (text) => counted(() => sender.sendServiceNotice(text)),
    sendMobileChangedNotice: (text) => counted(() => sender.sendMobileChangedNotice(text)),
  }
}
