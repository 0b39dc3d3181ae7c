import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as challenge } from '@/api/calls/captcha.challenge'
import { POST as feedback } from '@/api/calls/user.feedback'
import { solveCaptcha } from '@/features/enquiries/captcha'

import { call, freshAddress } from '../support/api'
import { testPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const enquiry = (altcha?: string) => ({
  nickname: 'Mr.',
  familyname: 'Zhao',
  firstname: 'Lei',
  mobile: '13912345678',
  content: 'Need a throttle valve controller.',
  country: 'China',
  email: `captcha-${Date.now()}@example.com`,
  consent: true,
  altcha,
})

/** What the browser's widget does: fetch a challenge, solve it, send the payload. */
const solvedCaptcha = async () => solveCaptcha(await (await challenge()).json())

const enquiriesFrom = async (email: string) =>
  (await payload.count({ collection: 'enquiries', where: { email: { equals: email } } })).totalDocs

describe('the enquiry captcha (ALTCHA)', () => {
  it('hands out challenges that are not cached', async () => {
    const response = await challenge()
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect((await response.json()).parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256' })
  })

  it('stores an enquiry with a solved captcha, once', async () => {
    const body = enquiry(await solvedCaptcha())
    expect((await call(feedback, body, { address: freshAddress() })).body).toEqual({ code: 1, msg: '发送成功', data: {} })
    expect(await enquiriesFrom(body.email)).toBe(1)

    // the same solution sent again (a replay) is refused and stores nothing
    const replay = await call(feedback, body, { address: freshAddress(), lang: 'en' })
    expect(replay.body).toEqual({ code: 0, msg: 'The verification failed or has expired, please verify again', data: {} })
    expect(await enquiriesFrom(body.email)).toBe(1)
  })

  it('refuses an enquiry without a captcha or with a forged one', async () => {
    const missing = enquiry()
    expect((await call(feedback, missing, { address: freshAddress() })).body).toEqual({ code: 0, msg: '请完成人机验证', data: {} })
    const forged = enquiry(Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString('base64'))
    expect((await call(feedback, forged, { address: freshAddress() })).body.msg).toBe('人机验证未通过或已过期，请重新验证')
    expect(await enquiriesFrom(missing.email)).toBe(0)
    expect(await enquiriesFrom(forged.email)).toBe(0)
  })

  it('reports the form fields before the captcha', async () => {
    const reply = await call(feedback, { ...enquiry(), familyname: '' }, { address: freshAddress() })
    expect(reply.body.msg).toBe('请输入姓')
  })
})
