import 'server-only'

import { sms } from 'tencentcloud-sdk-nodejs-sms'

import { maskedMobile, redacted, SmsNotSent, type NotSentReason, type SmsSender } from './sender'
import type { GatewaySettings } from '@/runtime/smsSettings.mjs'

/** The codes of Tencent's SendSms error list that the visitor can act on; all others are the operator's. */
const reasons: Record<string, NotSentReason> = {
  'LimitExceeded.PhoneNumberDailyLimit': 'throttled',
  'LimitExceeded.PhoneNumberOneHourLimit': 'throttled',
  'LimitExceeded.PhoneNumberThirtySecondLimit': 'throttled',
  'LimitExceeded.PhoneNumberSameContentDailyLimit': 'throttled',
  'InvalidParameterValue.IncorrectPhoneNumber': 'numberRefused',
  'FailedOperation.PhoneNumberInBlacklist': 'numberRefused',
}

/** Tencent Cloud SMS (2021-01-11, SendSms) through the vendor's SDK; mainland numbers as +86…. */
export function tencentSender(settings: GatewaySettings): SmsSender {
  const client = new sms.v20210111.Client({
    credential: { secretId: settings.accessKeyId, secretKey: settings.accessKeySecret },
    region: settings.region,
    profile: {
      httpProfile: {
        endpoint: settings.endpoint.host,
        protocol: `${settings.endpoint.protocol}://`,
        reqTimeout: settings.timeoutSeconds,
      },
    },
  })
  const notSent = (text: { mobile: string; code: string }, vendorCode: string, message: string) =>
    new SmsNotSent('tencent', reasons[vendorCode] ?? 'failed', vendorCode, redacted(message, text))

  /** One SendSms: `secret` is what the log must never show (the code), `''` for a notice. */
  async function send(mobile: string, templateId: string, params: string[], secret: string) {
    const text = { mobile, code: secret || mobile }
    let status: { Code?: string; Message?: string } | undefined
    try {
      const answer = await client.SendSms({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: settings.sdkAppId ?? '',
        SignName: settings.signName,
        TemplateId: templateId,
        TemplateParamSet: params,
      })
      status = answer.SendStatusSet?.[0]
    } catch (error) {
      // a refusal of the whole request carries the vendor's code; a timeout or network error has none
      const { code: vendorCode, httpCode, message } = error as { code?: string; httpCode?: number; message?: string }
      throw notSent(text, vendorCode || (httpCode ? `HTTP ${httpCode}` : 'NoAnswer'), message ?? String(error))
    }
    // the request can succeed while the number's own status says it was not sent
    if (status?.Code !== 'Ok') throw notSent(text, status?.Code ?? 'NoStatus', status?.Message ?? '')
  }

  return {
    name: 'tencent',
    async sendVerificationCode({ mobile, code, purpose }) {
      await send(mobile, settings.templates[purpose], [code], code)
    },
    // Tencent's templates number their parameters: {1} the RMA number, {2} the status
    async sendServiceNotice({ mobile, rma, statusText }) {
      if (!settings.serviceNoticeTemplate) throw new SmsNotSent('tencent', 'failed', 'NoTemplate', 'SMS_TEMPLATE_SERVICE is not set')
      await send(mobile, settings.serviceNoticeTemplate, [rma, statusText], '')
    },
    // {1} the new number, masked
    async sendMobileChangedNotice({ mobile, newMobile }) {
      if (!settings.mobileChangedTemplate) throw new SmsNotSent('tencent', 'failed', 'NoTemplate', 'SMS_TEMPLATE_MOBILE_CHANGED is not set')
      await send(mobile, settings.mobileChangedTemplate, [maskedMobile(newMobile)], '')
    },
  }
}
