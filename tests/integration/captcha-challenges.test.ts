import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { createCaptchaChallenge, solveCaptcha, verifyCaptcha } from '@/features/enquiries/captcha'
import { testPayload } from '../support/payload'

const secret = 'captcha-test-secret'
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('captcha', () => {
  it('accepts a solved challenge once', async () => {
    const altcha = await solveCaptcha(await createCaptchaChallenge(secret))
    expect(await verifyCaptcha(payload, altcha, secret)).toBe(true)
    expect(await verifyCaptcha(payload, altcha, secret)).toBe(false)
  })

  it('refuses a challenge signed with another secret', async () => {
    const altcha = await solveCaptcha(await createCaptchaChallenge('another-secret'))
    expect(await verifyCaptcha(payload, altcha, secret)).toBe(false)
  })

  it('refuses a wrong solution', async () => {
    const altcha = await solveCaptcha(await createCaptchaChallenge(secret))
    const decoded = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'))
    // the derived key is what proves the work (the server checks it against its key signature)
    decoded.solution.derivedKey = decoded.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0'))
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64')
    expect(await verifyCaptcha(payload, forged, secret)).toBe(false)
  })

  it('refuses missing or malformed input without throwing', async () => {
    for (const bad of [undefined, null, '', 42, 'not base64 at all', Buffer.from('{"a":1}').toString('base64'), 'x'.repeat(10_000)]) {
      expect(await verifyCaptcha(payload, bad, secret)).toBe(false)
    }
  })
})
