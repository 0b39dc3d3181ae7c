import { z } from 'zod'

import { PASSWORD_RULE } from './members'
import { mainlandMobile, messageOf, requiredText, ticked } from '@/lib/api/fields'

const code = z
  .union([z.string(), z.number()], messageOf('member.codeRequired'))
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, messageOf('member.codeRequired')))

const password = z
  .string(messageOf('member.passwordRequired'))
  .min(1, messageOf('member.passwordRequired'))
  .regex(PASSWORD_RULE, messageOf('member.passwordRule'))

/**
 * Registration and password reset share the spec's rules in the spec's order: company, mobile,
 * code, truename, password, repassword (present, then equal), agreement. Fields are checked in
 * this order and the equality only once they all hold, so the first issue is the spec's first rule.
 */
const accountFields = z
  .object({
    company: requiredText('member.companyRequired', 100),
    mobile: mainlandMobile(),
    code,
    truename: requiredText('member.truenameRequired', 50),
    password,
    repassword: z.string(messageOf('member.repasswordRequired')).min(1, messageOf('member.repasswordRequired')),
  })
  .refine((body) => body.password === body.repassword, messageOf('member.repasswordMismatch'))

export const registrationSchema = accountFields.and(z.object({ check: ticked('member.agreementRequired') }))

export const passwordResetSchema = registrationSchema

export const loginSchema = z.object({
  mobile: z.string(messageOf('member.mobileRequired')).trim().min(1, messageOf('member.mobileRequired')).max(20, messageOf('member.loginFailed')),
  password: z.string(messageOf('member.passwordRequired')).min(1, messageOf('member.passwordRequired')).max(100, messageOf('member.loginFailed')),
})

export const sendCodeSchema = z.object({
  mobile: mainlandMobile(),
  purpose: z.enum(['register', 'reset'], messageOf('member.purposeInvalid')).default('register'),
})
