import type { EnquiryInput } from './rules'

/**
 * The contact form's fields without their rules (`rules.ts`, which needs zod): what the form
 * draws before anything is validated.
 */
export const CONTENT_MAX_LENGTH = 5000

/** Mr. or Ms. (先生/女士); the values are the contract's, the other spellings clients send. */
export const salutations = ['Mr.', 'Ms.'] as const

/** The fields in the order the form shows them, so the focus goes to the first one in error. */
export const enquiryFieldOrder = [
  'nickname',
  'familyname',
  'firstname',
  'company',
  'major',
  'mobile',
  'email',
  'country',
  'title',
  'content',
  'consent',
  'altcha',
] as const satisfies ReadonlyArray<keyof EnquiryInput>

export const blankEnquiry = {
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
} satisfies EnquiryInput
