import { type CodePurpose, codePurposes } from '@/runtime/codePurposes.mjs'

/** What a code is for (src/runtime/codePurposes.mjs: the gateways' settings hold a template for each). */
export { type CodePurpose, codePurposes }

export interface VerificationText {
  mobile: string
  code: string
  purpose: CodePurpose
}

/** A service request's news: its RMA number and the status it reached (`quoted`), with that status in the customer's words. */
export interface ServiceNoticeText {
  mobile: string
  rma: string
  status: string
  statusText: string
}

/** A member's account moved to another number: the old number hears of it, with the new one masked. */
export interface MobileChangedText {
  mobile: string
  newMobile: string
}

/** Whatever delivers texts to phones. Throws SmsNotSent when nothing reached the phone. */
export interface SmsSender {
  name: string
  sendVerificationCode(text: VerificationText): Promise<void>
  sendServiceNotice(text: ServiceNoticeText): Promise<void>
  sendMobileChangedNotice(text: MobileChangedText): Promise<void>
}

/**
 * Why a gateway did not send, as far as the visitor is concerned: it throttles this number, it refuses
 * this number, or anything else (balance, unapproved template or signature, credentials, timeout,
 * network), which is the operator's to fix.
 */
export type NotSentReason = 'throttled' | 'numberRefused' | 'failed'

/** A send the gateway refused or that never got an answer; carries the vendor's code for the operator's log. */
export class SmsNotSent extends Error {
  constructor(
    readonly provider: string,
    readonly reason: NotSentReason,
    readonly vendorCode: string,
    vendorMessage: string,
  ) {
    super(vendorMessage)
    this.name = 'SmsNotSent'
  }
}

/**
 * The vendor's message without the verification code and with the number masked: SDK errors quote
 * the request (Aliyun's timeout names the whole URL, template parameters included), and the log must
 * hold neither a code that is still valid nor the visitor's full number.
 */
export function redacted(message: string, { mobile, code }: { mobile: string; code: string }): string {
  return message.replaceAll(code, '******').replaceAll(mobile, maskedMobile(mobile)).replace(/\s+/g, ' ').trim()
}

/** 139****5678: enough for the operator to match a complaint, not enough to call. */
export const maskedMobile = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(-4)}`
