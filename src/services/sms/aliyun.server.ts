import 'server-only'

import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525'
import { Config } from '@alicloud/openapi-client'

import { maskedMobile, redacted, SmsNotSent, type NotSentReason, type SmsSender } from './sender'
import type { GatewaySettings } from '@/runtime/smsSettings.mjs'

/** The codes of Aliyun's SendSms error list that the visitor can act on; all others are the operator's. */
const reasons: Record<string, NotSentReason> = {
  'isv.BUSINESS_LIMIT_CONTROL': 'throttled',
  'isv.MOBILE_NUMBER_ILLEGAL': 'numberRefused',
}

/** Aliyun SMS (dysmsapi 2017-05-25, SendSms) through the vendor's SDK; mainland numbers as 11 digits. */
export function aliyunSender(settings: GatewaySettings): SmsSender {
  const client = new Dysmsapi(
    new Config({
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      regionId: settings.region,
      endpoint: settings.endpoint.host,
      protocol: settings.endpoint.protocol,
      connectTimeout: settings.timeoutSeconds * 1000,
      readTimeout: settings.timeoutSeconds * 1000,
    }),
  )
  const notSent = (text: { mobile: string; code: string }, vendorCode: string, message: string) =>
    new SmsNotSent('aliyun', reasons[vendorCode] ?? 'failed', vendorCode, redacted(message, text))

  /** One SendSms: `secret` is what the log must never show (the code), `''` for a notice. */
  async function send(mobile: string, templateCode: string, params: Record<string, string>, secret: string) {
    const text = { mobile, code: secret || mobile }
    const request = new SendSmsRequest({
      phoneNumbers: mobile,
      signName: settings.signName,
      templateCode,
      templateParam: JSON.stringify(params),
    })
    let answer: { code?: string; message?: string } | undefined
    try {
      answer = (await client.sendSms(request)).body
    } catch (error) {
      // refusals over HTTP 4xx/5xx (credentials, signature) carry the vendor's code; network errors their own
      const { code: vendorCode, name, message } = error as { code?: unknown; name?: string; message?: string }
      throw notSent(text, typeof vendorCode === 'string' ? vendorCode : (name ?? 'Error'), message ?? String(error))
    }
    // business refusals (throttling, number, balance, template) come as HTTP 200 with a Code other than OK
    if (answer?.code !== 'OK') throw notSent(text, answer?.code ?? 'NoCode', answer?.message ?? '')
  }

  return {
    name: 'aliyun',
    async sendVerificationCode({ mobile, code, purpose }) {
      await send(mobile, settings.templates[purpose], { code }, code)
    },
    async sendServiceNotice({ mobile, rma, statusText }) {
      if (!settings.serviceNoticeTemplate) throw new SmsNotSent('aliyun', 'failed', 'NoTemplate', 'SMS_TEMPLATE_SERVICE is not set')
      await send(mobile, settings.serviceNoticeTemplate, { rma, status: statusText }, '')
    },
    async sendMobileChangedNotice({ mobile, newMobile }) {
      if (!settings.mobileChangedTemplate) throw new SmsNotSent('aliyun', 'failed', 'NoTemplate', 'SMS_TEMPLATE_MOBILE_CHANGED is not set')
      await send(mobile, settings.mobileChangedTemplate, { mobile: maskedMobile(newMobile) }, '')
    },
  }
}
