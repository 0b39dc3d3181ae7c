import { type CodePurpose, codePurposes } from '@/services/sms/sender'

/**
 * The member rules' values and messages, without the rules themselves: what a form shows before
 * it checks anything (a field's length, the code's digits) costs the page no validation library.
 * The rules that use them are in `rules.ts`.
 */
export type RuleMessage =
  | 'userNameRequired'
  | 'passwordRequired'
  | 'companyRequired'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'codeRequired'
  | 'truenameRequired'
  | 'passwordRule'
  | 'repasswordRequired'
  | 'repasswordMismatch'
  | 'agreementRequired'
  | 'loginFailed'
  | 'purposeInvalid'
  | 'tooLong'
  | 'profileEmpty'

/** A mainland China mobile number, as the SMS provider and the server accept it. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_MAX_LENGTH = 20
/** Letters and digits only, nothing else (docs/api.md). */
export const PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`)
/** The digits of a code sent by SMS. */
export const CODE_LENGTH = 6
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`)
export const COMPANY_MAX_LENGTH = 100
export const TRUENAME_MAX_LENGTH = 50

/** A new code may be asked for this long after the last one. */
export const RESEND_SECONDS = 60
/** How long a code sent by SMS stays good. */
export const CODE_TTL_SECONDS = 300

/** The values the member messages fill in (`{passwordMin}–{passwordMax}`, `{codeLength}`). */
export const memberRuleValues = { passwordMin: PASSWORD_MIN_LENGTH, passwordMax: PASSWORD_MAX_LENGTH, codeLength: CODE_LENGTH }

/** changeMobile: the code goes to the member's new number, which must not be registered yet. */
export { type CodePurpose, codePurposes }
