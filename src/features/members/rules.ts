import '@/lib/zodInBrowser'

import { z } from 'zod'

/**
 * The browser's checks of the member forms (spec section 5), in the spec's order. Only the first
 * failure is reported: it becomes the error toast and the message tied to its field. The server
 * checks the same rules again (its messages say the same).
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

/** A mainland China mobile number, as the SMS provider and the server accept it. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/
/** Spec: 6 to 20 letters or digits (the stricter of its two readings). */
export const PASSWORD_PATTERN = /^[A-Za-z0-9]{6,20}$/
const CODE_PATTERN = /^\d{6}$/

export interface LoginFields {
  mobile: string
  password: string
}

/** Registration and password reset ask for the same fields (spec section 3). */
export interface MemberFields {
  company: string
  mobile: string
  code: string
  truename: string
  password: string
  repassword: string
  check: boolean
}

export interface RuleFailure<F> {
  field: keyof F & string
  message: RuleMessage
}

const filled = z.string().trim().min(1)

const loginRules: Array<[keyof LoginFields, (v: LoginFields) => RuleMessage | null]> = [
  ['mobile', (v) => (filled.safeParse(v.mobile).success ? null : 'userNameRequired')],
  ['password', (v) => (v.password ? null : 'passwordRequired')],
]

const memberRules: Array<[keyof MemberFields, (v: MemberFields) => RuleMessage | null]> = [
  ['company', (v) => (filled.safeParse(v.company).success ? null : 'companyRequired')],
  [
    'mobile',
    (v) => (!filled.safeParse(v.mobile).success ? 'mobileRequired' : MOBILE_PATTERN.test(v.mobile.trim()) ? null : 'mobileInvalid'),
  ],
  ['code', (v) => (CODE_PATTERN.test(v.code.trim()) ? null : 'codeRequired')],
  ['truename', (v) => (filled.safeParse(v.truename).success ? null : 'truenameRequired')],
  ['password', (v) => (!v.password ? 'passwordRequired' : PASSWORD_PATTERN.test(v.password) ? null : 'passwordRule')],
  [
    'repassword',
    (v) => (!v.repassword ? 'repasswordRequired' : v.repassword === v.password ? null : 'repasswordMismatch'),
  ],
  ['check', (v) => (v.check ? null : 'agreementRequired')],
]

function firstFailure<F>(rules: Array<[keyof F & string, (v: F) => RuleMessage | null]>, values: F): RuleFailure<F> | null {
  for (const [field, rule] of rules) {
    const message = rule(values)
    if (message) return { field, message }
  }
  return null
}

export const firstLoginFailure = (values: LoginFields) => firstFailure(loginRules, values)
export const firstMemberFailure = (values: MemberFields) => firstFailure(memberRules, values)

/** Get-code needs a mobile number first (spec section 5). */
export function mobileFailure(mobile: string): RuleMessage | null {
  if (!mobile.trim()) return 'mobileRequired'
  return MOBILE_PATTERN.test(mobile.trim()) ? null : 'mobileInvalid'
}
