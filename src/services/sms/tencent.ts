import 'server-only'

import { sms } from 'tencentcloud-sdk-nodejs-sms'

import { redacted, SmsNotSent, type NotSentReason, type SmsSender, type VerificationText } from './sender'
import type { GatewaySettings } from './settings.mjs'

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
  const notSent = (text: VerificationText, vendorCode: string, message: string) =>
    new SmsNotSent('tencent', reasons[vendorCode] ?? 'failed', vendorCode, redacted(message, text))

  return {
    name: 'tencent',
    async sendVerificationCode(text) {
      const { mobile, code, purpose } = text
      let status: { Code?: string; Message?: string } | undefined
      try {
        const answer = await client.SendSms({
          PhoneNumberSet: [`+86${mobile}`],
          SmsSdkAppId: settings.sdkAppId ?? '',
          SignName: settings.signName,
          TemplateId: settings.templates[purpose],
          TemplateParamSet: [code],
        })
        status = answer.SendStatusSet?.[0]
      } catch (error) {
        // a refusal of the whole request carries the vendor's code; a timeout or network error has none
        const { code: vendorCode, httpCode, message } = error as { code?: string; httpCode?: number; message?: string }
        throw notSent(text, vendorCode || (httpCode ? `HTTP ${httpCode}` : 'NoAnswer'), message ?? String(error))
      }
      // the request can succeed while the number's own status says it was not sent
      if (status?.Code !== 'Ok') throw notSent(text, status?.Code ?? 'NoStatus', status?.Message ?? '')
    },
  }
}
