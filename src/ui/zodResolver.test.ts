import { describe, expect, it } from 'vitest'

import { type AccountFields, accountSchema } from '@/features/members/rules'
import { serviceRequestSchema } from '@/features/serviceRequests/requestRules'
import { blankServiceRequest } from '@/features/serviceRequests/requestFields'

import { zodResolver } from './zodResolver'

const complete: AccountFields = {
  company: 'Acme',
  mobile: '13800138000',
  code: '123456',
  truename: 'Li Lei',
  password: 'abc123',
  repassword: 'abc123',
  check: true,
}

describe('a form’s rules as its resolver', () => {
  it("shows only the first failing rule when asked, in the contract's order, even after a field with a transform", async () => {
    const { errors } = await zodResolver(accountSchema, { firstOnly: true })({ ...complete, code: '', truename: '' })
    expect(Object.keys(errors)).toEqual(['code'])
    expect(errors.code).toEqual({ type: 'invalid_format', message: 'codeRequired' })
  })

  it('otherwise gives each failing field its first message, in the form’s order', async () => {
    const { errors } = await zodResolver(accountSchema)({ ...complete, code: '', truename: '', password: 'x', repassword: 'y' })
    expect(Object.keys(errors)).toEqual(['code', 'truename', 'password', 'repassword'])
    expect(errors.password?.message).toBe('passwordRule')
  })

  it('passes the parsed values of a complete form', async () => {
    const { values, errors } = await zodResolver(accountSchema)({ ...complete, company: ' Acme ' })
    expect(errors).toEqual({})
    expect(values).toMatchObject({ company: 'Acme', check: true })
  })

  it('refuses an item of a list at the list’s field', async () => {
    const { errors } = await zodResolver(serviceRequestSchema)({ ...blankServiceRequest, attachments: [42] } as never)
    expect(Object.keys(errors)).toContain('attachments')
  })
})
