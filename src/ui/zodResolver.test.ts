import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'

import { zodResolver } from './zodResolver'

/** A form's rules as the features write them: messages are rule keys, a field trims, one is a list. */
const schema = z.object({
  company: z.string().check(z.trim(), z.minLength(1, { error: 'companyRequired' })),
  code: z.pipe(
    z.string().check(z.regex(/^\d{6}$/, { error: 'codeRequired' })),
    z.transform((code) => Number(code)),
  ),
  name: z.string().check(z.minLength(1, { error: 'nameRequired' }), z.maxLength(3, { error: 'nameTooLong' })),
  files: z.array(z.string({ error: 'fileInvalid' })),
})
const complete = { company: ' Acme ', code: '123456', name: 'Li', files: ['a.pdf'] }

describe('a form’s rules as its resolver', () => {
  it('gives each failing field its first message, in the schema’s order, past a field with a transform', async () => {
    const { errors } = await zodResolver(schema)({ ...complete, company: '', code: '', name: '' })
    expect(Object.keys(errors)).toEqual(['company', 'code', 'name'])
    expect(errors.code).toEqual({ type: 'invalid_format', message: 'codeRequired' })
    expect(errors.name?.message).toBe('nameRequired')
  })

  it('keeps the form’s first failure alone when asked (the member forms)', async () => {
    const { errors } = await zodResolver(schema, { firstOnly: true })({ ...complete, code: '', name: '' })
    expect(errors).toEqual({ code: { type: 'invalid_format', message: 'codeRequired' } })
  })

  it('passes the parsed values of a complete form', async () => {
    expect(await zodResolver(schema)(complete)).toEqual({
      values: { company: 'Acme', code: 123456, name: 'Li', files: ['a.pdf'] },
      errors: {},
    })
  })

  it('refuses an item of a list at the list’s field', async () => {
    const { errors } = await zodResolver(schema)({ ...complete, files: ['a.pdf', 42] } as never)
    expect(errors).toEqual({ files: { type: 'invalid_type', message: 'fileInvalid' } })
  })
})
