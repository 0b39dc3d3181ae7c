import { describe, expect, it } from 'vitest'

import { blankEnquiry, enquirySchema, type EnquiryInput } from './rules'

const complete: EnquiryInput = {
  ...blankEnquiry,
  nickname: 'Ms.',
  familyname: 'Wang',
  firstname: 'Fang',
  mobile: '+86 138-0013-8000',
  email: 'fang.wang@example.com',
  country: 'CN',
  content: 'Please quote 20 gate valves DN100.',
  consent: true,
  altcha: 'solved',
}

/** The first message of each field, as the form shows it. */
const messagesOf = (input: EnquiryInput) => {
  const result = enquirySchema.safeParse(input)
  const messages: Record<string, string> = {}
  for (const issue of result.success ? [] : result.error.issues) messages[String(issue.path[0])] ??= issue.message
  return messages
}

describe('enquiry form rules', () => {
  it('accepts a complete enquiry; company, department and topic are optional', () => {
    expect(messagesOf(complete)).toEqual({})
  })

  it('reports every required field of an empty form with the spec prompts', () => {
    expect(messagesOf(blankEnquiry)).toEqual({
      nickname: 'choose',
      familyname: 'required',
      firstname: 'required',
      mobile: 'required',
      email: 'required',
      country: 'choose',
      content: 'required',
      consent: 'consent',
      altcha: 'captcha',
    })
  })

  it('checks the email and phone formats and refuses blank text', () => {
    expect(messagesOf({ ...complete, email: 'fang@' })).toEqual({ email: 'email' })
    expect(messagesOf({ ...complete, mobile: 'call me' })).toEqual({ mobile: 'mobile' })
    expect(messagesOf({ ...complete, content: '   ' })).toEqual({ content: 'required' })
    expect(messagesOf({ ...complete, nickname: 'Dr.' })).toEqual({ nickname: 'choose' })
  })
})
