import '@/lib/zodInBrowser'

import { z } from 'zod/mini'

import { sharedLengths, textRules } from '@/lib/formRules'

import { CONTENT_MAX_LENGTH, salutations } from './formFields'

// what the form needs without zod, kept in its own module so the contact page loads zod only when it validates
export { blankEnquiry, CONTENT_MAX_LENGTH, enquiryFieldOrder, salutations } from './formFields'

/**
 * The contact form's rules, one schema shared by the form (zodResolver) and the
 * feedback call (parseJson). Each message is a key naming the rule: the form shows
 * `contact.rules.<key>`, the API answers `api.feedback.<key>` (top-level `api.tooLong`). The fields
 * stand in the order the API has always checked them: its reply names the first failing rule.
 */
export type EnquiryRule =
  | 'nicknameRequired'
  | 'familynameRequired'
  | 'firstnameRequired'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'contentRequired'
  | 'countryRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'consentRequired'
  | 'captchaRequired'
  | 'captchaFailed'
  | 'fileUnknown'
  | 'tooLong'

const PHONE_MAX_LENGTH = 40
const CAPTCHA_MAX_LENGTH = 4000

/** Digits with an optional leading + and spaces, dashes, dots or brackets. */
const PHONE_PATTERN = /^\+?[\d\s\-().]{5,30}$/

const salutationSpellings: Record<string, (typeof salutations)[number]> = {
  'Mr.': 'Mr.',
  Mr: 'Mr.',
  先生: 'Mr.',
  'Ms.': 'Ms.',
  Ms: 'Ms.',
  女士: 'Ms.',
}

const { rule, requiredText, optionalText, ticked } = textRules<EnquiryRule>()

export const enquirySchema = z.object({
  nickname: z.pipe(
    z.string(rule('nicknameRequired')).check(
      z.trim(),
      z.refine((value) => value in salutationSpellings, rule('nicknameRequired')),
    ),
    z.transform((value) => salutationSpellings[value]),
  ),
  familyname: requiredText('familynameRequired', sharedLengths.name),
  firstname: requiredText('firstnameRequired', sharedLengths.name),
  mobile: z.pipe(requiredText('mobileRequired', PHONE_MAX_LENGTH), z.string().check(z.regex(PHONE_PATTERN, rule('mobileInvalid')))),
  content: requiredText('contentRequired', CONTENT_MAX_LENGTH),
  /** a name of the country list; the server also checks that it is one (`countries.ts`) */
  country: z.string(rule('countryRequired')).check(z.minLength(1, rule('countryRequired'))),
  email: z.pipe(
    z.string(rule('emailRequired')).check(z.trim(), z.minLength(1, rule('emailRequired'))),
    z.email(rule('emailInvalid')).check(z.maxLength(sharedLengths.email, rule('emailInvalid'))),
  ),
  consent: ticked('consentRequired'),
  company: optionalText('tooLong', sharedLengths.line),
  major: optionalText('tooLong', sharedLengths.line),
  title: optionalText('tooLong', sharedLengths.line),
  /** a reference returned by the upload call */
  file: optionalText('fileUnknown', sharedLengths.fileReference),
  /** the ALTCHA widget's solution (GET /api/captcha/challenge) */
  altcha: z
    .string(rule('captchaRequired'))
    .check(z.minLength(1, rule('captchaRequired')), z.maxLength(CAPTCHA_MAX_LENGTH, rule('captchaFailed'))),
})

export type EnquiryInput = z.input<typeof enquirySchema>
export type EnquiryRequest = z.output<typeof enquirySchema>
