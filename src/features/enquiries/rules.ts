import '@/lib/zodInBrowser'

import { z } from 'zod'

/** The contact form's checks (spec section 5); each message is a key of `contact.rules`. */
export type EnquiryRule = 'required' | 'choose' | 'email' | 'mobile' | 'consent' | 'captcha' | 'tooLong'

const rule = (key: EnquiryRule) => ({ error: key })
const required = (max: number) => z.string(rule('required')).trim().min(1, rule('required')).max(max, rule('tooLong'))
const optional = (max: number) => z.string().trim().max(max, rule('tooLong'))

/** Digits with an optional leading + and spaces, dashes, dots or brackets (as the server accepts). */
const PHONE = /^\+?[\d\s\-().]{5,30}$/

/** Mr. or Ms. (spec: 先生/女士); the value is the contract's. */
export const salutations = ['Mr.', 'Ms.']

export const enquirySchema = z.object({
  nickname: z.string(rule('choose')).refine((value) => salutations.includes(value), rule('choose')),
  familyname: required(50),
  firstname: required(50),
  company: optional(100),
  major: optional(100),
  mobile: required(30).regex(PHONE, rule('mobile')),
  email: z.string(rule('required')).trim().min(1, rule('required')).max(100, rule('tooLong')).pipe(z.email(rule('email'))),
  country: z.string(rule('choose')).min(1, rule('choose')),
  title: optional(200),
  content: required(2000),
  consent: z.boolean(rule('consent')).refine(Boolean, rule('consent')),
  altcha: z.string(rule('captcha')).min(1, rule('captcha')),
})

export type EnquiryInput = z.input<typeof enquirySchema>
export type EnquiryFields = z.output<typeof enquirySchema>

/** The fields in the order they appear, so the focus goes to the first one in error. */
export const enquiryFieldOrder = Object.keys(enquirySchema.shape) as Array<keyof EnquiryInput>

export const blankEnquiry: EnquiryInput = {
  nickname: '',
  familyname: '',
  firstname: '',
  company: '',
  major: '',
  mobile: '',
  email: '',
  country: '',
  title: '',
  content: '',
  consent: false,
  altcha: '',
}
