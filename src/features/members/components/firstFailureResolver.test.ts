import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'

import { type AccountFields, accountSchema } from '../rules'

import { firstFailureResolver } from './firstFailureResolver'

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<AccountFields>
const complete: AccountFields = {
  company: 'Acme',
  mobile: '13800138000',
  code: '123456',
  truename: 'Li Lei',
  password: 'abc123',
  repassword: 'abc123',
  check: true,
}

describe('the registration form', () => {
  it("shows only the first failing rule, in the contract's order, even after a field with a transform", async () => {
    const resolve = firstFailureResolver(accountSchema)
    const { errors } = await resolve({ ...complete, code: '', truename: '' }, undefined, options)
    expect(Object.keys(errors)).toEqual(['code'])
    expect(errors.code?.message).toBe('codeRequired')
  })

  it('passes the parsed values of a complete form', async () => {
    const { values, errors } = await firstFailureResolver(accountSchema)({ ...complete, company: ' Acme ' }, undefined, options)
    expect(errors).toEqual({})
    expect(values).toMatchObject({ company: 'Acme', check: true })
  })
})
