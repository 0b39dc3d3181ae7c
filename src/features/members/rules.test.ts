import { describe, expect, it } from 'vitest'

import { safeParse, type z } from 'zod/mini'

import { type AccountFields, accountSchema, loginSchema, mobileSchema } from './rules'

/** What the forms show and the API answers: the first failing rule and its field. */
function firstFailure(schema: z.core.$ZodType, values: unknown) {
  const result = safeParse(schema, values)
  if (result.success) return null
  const [issue] = result.error.issues
  return { field: issue.path.join('.'), message: issue.message }
}
const firstLoginFailure = (values: unknown) => firstFailure(loginSchema, values)
const firstMemberFailure = (values: unknown) => firstFailure(accountSchema, values)
const mobileFailure = (mobile: string) => firstFailure(mobileSchema, mobile)?.message ?? null

const complete: AccountFields = {
  company: 'Acme Vacuum',
  mobile: '13800138000',
  code: '123456',
  truename: 'Li Lei',
  password: 'abc123',
  repassword: 'abc123',
  check: true,
}

describe('login rules', () => {
  it('asks for the user name first, then the password', () => {
    expect(firstLoginFailure({ mobile: '', password: '' })).toEqual({ field: 'mobile', message: 'userNameRequired' })
    expect(firstLoginFailure({ mobile: '13800138000', password: '' })).toEqual({ field: 'password', message: 'passwordRequired' })
    expect(firstLoginFailure({ mobile: '13800138000', password: 'x' })).toBeNull()
  })
})

describe('registration and reset rules', () => {
  it('accepts a complete form', () => {
    expect(firstMemberFailure(complete)).toBeNull()
  })

  it("reports the first failure in the contract's order", () => {
    const steps: Array<[Partial<AccountFields>, string, string]> = [
      [{ company: ' ' }, 'company', 'companyRequired'],
      [{ mobile: '' }, 'mobile', 'mobileRequired'],
      [{ mobile: '12345' }, 'mobile', 'mobileInvalid'],
      [{ code: '' }, 'code', 'codeRequired'],
      [{ code: '12a456' }, 'code', 'codeRequired'],
      [{ truename: '' }, 'truename', 'truenameRequired'],
      [{ password: '', repassword: '' }, 'password', 'passwordRequired'],
      [{ password: 'abc12', repassword: 'abc12' }, 'password', 'passwordRule'],
      [{ password: 'a'.repeat(21), repassword: 'a'.repeat(21) }, 'password', 'passwordRule'],
      [{ password: 'abc 123', repassword: 'abc 123' }, 'password', 'passwordRule'],
      [{ repassword: '' }, 'repassword', 'repasswordRequired'],
      [{ repassword: 'abc124' }, 'repassword', 'repasswordMismatch'],
      [{ check: false }, 'check', 'agreementRequired'],
    ]
    for (const [change, field, message] of steps) {
      expect(firstMemberFailure({ ...complete, ...change }), message).toEqual({ field, message })
    }
  })

  it('stops at the earliest failing rule when several fail', () => {
    expect(firstMemberFailure({ ...complete, truename: '', repassword: 'other1', check: false })).toEqual({
      field: 'truename',
      message: 'truenameRequired',
    })
    expect(firstMemberFailure({ ...complete, repassword: 'other1', check: false })).toEqual({
      field: 'repassword',
      message: 'repasswordMismatch',
    })
  })

  it('accepts passwords of exactly 6 and 20 letters or digits', () => {
    expect(firstMemberFailure({ ...complete, password: 'Ab1234', repassword: 'Ab1234' })).toBeNull()
    const twenty = 'A1'.repeat(10)
    expect(firstMemberFailure({ ...complete, password: twenty, repassword: twenty })).toBeNull()
  })

  it('takes what JSON clients send: a numeric code and a ticked box as 1 or "on"', () => {
    expect(firstMemberFailure({ ...complete, code: 123456, check: 1 })).toBeNull()
    expect(firstMemberFailure({ ...complete, check: 'on' })).toBeNull()
    expect(firstMemberFailure({ ...complete, check: 'no' })).toEqual({ field: 'check', message: 'agreementRequired' })
  })

  it('bounds the company and the name', () => {
    expect(firstMemberFailure({ ...complete, company: 'x'.repeat(101) })).toEqual({ field: 'company', message: 'tooLong' })
    expect(firstMemberFailure({ ...complete, truename: 'x'.repeat(51) })).toEqual({ field: 'truename', message: 'tooLong' })
  })
})

describe('get-code', () => {
  it('needs a valid mobile number', () => {
    expect(mobileFailure('')).toBe('mobileRequired')
    expect(mobileFailure('1380013800')).toBe('mobileInvalid')
    expect(mobileFailure('13800138000')).toBeNull()
  })
})
