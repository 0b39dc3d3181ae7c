import '@/lib/zodInBrowser'

import { z } from 'zod/mini'

import { textRules } from '@/lib/formRules'

import {
  CODE_PATTERN,
  codePurposes,
  COMPANY_MAX_LENGTH,
  MOBILE_PATTERN,
  PASSWORD_PATTERN,
  type RuleMessage,
  TRUENAME_MAX_LENGTH,
} from './ruleValues'

/*
 * The member rules, one schema a call, shared by the forms (zodResolver)
 * and the API handlers (parseJson). Every rule's message is a key that names the rule: the forms
 * show `member.rules.<key>`, the API answers `api.member.<key>` (top-level `api.<key>` for
 * `tooLong`). Fields are checked in the contract's order (docs/api.md) and only the first failure is reported.
 */

const { rule, requiredText, ticked } = textRules<RuleMessage>()

/** A mainland China mobile number: "required" when absent, "invalid" when malformed. */
export const mobileSchema = z
  .string(rule('mobileRequired'))
  .check(z.trim(), z.minLength(1, rule('mobileRequired')), z.regex(MOBILE_PATTERN, rule('mobileInvalid')))

/** Clients send the code as text or as a number. */
export const codeSchema = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], rule('codeRequired')),
    z.transform((value) => String(value).trim()),
  ),
  z.string().check(z.regex(CODE_PATTERN, rule('codeRequired'))),
)

const password = z
  .string(rule('passwordRequired'))
  .check(z.minLength(1, rule('passwordRequired')), z.regex(PASSWORD_PATTERN, rule('passwordRule')))

export const loginSchema = z.object({
  mobile: z
    .string(rule('userNameRequired'))
    .check(z.trim(), z.minLength(1, rule('userNameRequired')), z.maxLength(20, rule('loginFailed'))),
  password: z.string(rule('passwordRequired')).check(z.minLength(1, rule('passwordRequired')), z.maxLength(100, rule('loginFailed'))),
})

/**
 * Registration and password reset ask for the same fields in this order: company, mobile, code,
 * truename, password, repassword (present, then equal), agreement. The equality is checked only
 * once the fields before it hold, so the first issue is the first rule docs/api.md lists.
 */
export const accountSchema = z.intersection(
  z
    .object({
      company: requiredText('companyRequired', COMPANY_MAX_LENGTH),
      mobile: mobileSchema,
      code: codeSchema,
      truename: requiredText('truenameRequired', TRUENAME_MAX_LENGTH),
      password,
      repassword: z.string(rule('repasswordRequired')).check(z.minLength(1, rule('repasswordRequired'))),
    })
    .check(z.refine((fields) => fields.password === fields.repassword, { ...rule('repasswordMismatch'), path: ['repassword'] })),
  z.object({ check: ticked('agreementRequired') }),
)

export const sendCodeSchema = z.object({
  mobile: mobileSchema,
  purpose: z._default(z.enum(codePurposes, rule('purposeInvalid')), 'register'),
})

/** Cancelling an account: the code sent to the member's mobile for `cancel`. */
export const cancelSchema = z.object({ code: codeSchema })

/**
 * A member edits their profile (/api/member/update): the contract's `truename` and `company`, each
 * optional, each not blank when given, at least one given.
 */
export const profileSchema = z
  .object({
    truename: z.optional(requiredText('truenameRequired', TRUENAME_MAX_LENGTH)),
    company: z.optional(requiredText('companyRequired', COMPANY_MAX_LENGTH)),
  })
  .check(z.refine((fields) => fields.truename !== undefined || fields.company !== undefined, rule('profileEmpty')))

/**
 * A member moves their account to a new number with the `changeMobile` code sent to that number and
 * their current password (a session alone, perhaps stolen, must not take the account).
 */
export const changeMobileSchema = z.object({
  mobile: mobileSchema,
  code: codeSchema,
  password: z.string(rule('passwordRequired')).check(z.minLength(1, rule('passwordRequired')), z.maxLength(100, rule('tooLong'))),
})

export type ProfileFields = z.input<typeof profileSchema>
export type ChangeMobileFields = z.input<typeof changeMobileSchema>
export type LoginFields = z.input<typeof loginSchema>
export type AccountFields = z.input<typeof accountSchema>
export type Registration = z.output<typeof accountSchema>
