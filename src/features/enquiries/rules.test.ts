import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'

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
  const result = safeParse(enquirySchema, input)
  const messages: Record<string, string> = {}
  for (const issue of result.success ? [] : result.error.issues) messages[String(issue.path[0])] ??= issue.message
  return messages
}

describe('enquiry form rules', () => {
  it('accepts a complete enquiry; company, department and topic are optional', () => {
    expect(messagesOf(complete)).toEqual({})
  })

  it('reports every required field of an empty form with its own prompt', () => {
    expect(messagesOf(blankEnquiry)).toEqual({
      nickname: 'nicknameRequired',
      familyname: 'familynameRequired',
      firstname: 'firstnameRequired',
      mobile: 'mobileRequired',
      email: 'emailRequired',
      country: 'countryRequired',
      content: 'contentRequired',
      consent: 'consentRequired',
      altcha: 'captchaRequired',
    })
  })

  it('checks the email and phone formats and refuses blank text', () => {
    expect(messagesOf({ ...complete, email: 'fang@' })).toEqual({ email: 'emailInvalid' })
    expect(messagesOf({ ...complete, mobile: 'call me' })).toEqual({ mobile: 'mobileInvalid' })
    expect(messagesOf({ ...complete, content: '   ' })).toEqual({ content: 'contentRequired' })
    expect(messagesOf({ ...complete, nickname: 'Dr.' })).toEqual({ nickname: 'nicknameRequired' })
  })

  it('takes the other spellings of the salutation and bounds the free texts', () => {
    const result = safeParse(enquirySchema, { ...complete, nickname: '女士' })
    expect(result.success && result.data.nickname).toBe('Ms.')
    expect(messagesOf({ ...complete, company: 'x'.repeat(201) })).toEqual({ company: 'tooLong' })
    expect(messagesOf({ ...complete, content: 'x'.repeat(5001) })).toEqual({ content: 'tooLong' })
  })
})
