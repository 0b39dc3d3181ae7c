import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { answerCall } from '@/api/calls'
import { POST as login } from '@/api/calls/user.login'
import { POST as register } from '@/api/calls/user.register'
import { POST as sendCode } from '@/api/calls/user.sendCode'
import { memberFromToken } from '@/features/members/sessions'
import { maskedMobile } from '@/services/sms/sender'

import { call, freshAddress, freshMobile, lastSmsCode, smsOutbox } from '../support/api'
import { testPayload } from '../support/payload'

const update = (request: Request) => answerCall(request, ['member', 'update']) as Promise<Response>
const changeMobile = (request: Request) => answerCall(request, ['member', 'changeMobile']) as Promise<Response>

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.useRealTimers()
})

/** A visitor registers through the calls: their mobile and session token. */
async function registeredMember(company = '上海原公司') {
  const mobile = freshMobile()
  const address = freshAddress()
  expect((await call(sendCode, { mobile }, { address })).body.code).toBe(1)
  const reply = await call(
    register,
    { company, mobile, code: await lastSmsCode(mobile), truename: '李原名', password: 'secret123', repassword: 'secret123', check: true },
    { address },
  )
  expect(reply.body.code).toBe(1)
  return { mobile, token: reply.body.token as string }
}

const asMember = (token: string, lang?: string) => ({ headers: { UserToken: token }, address: freshAddress(), lang })

/** What the site holds about the member of a token now. */
async function profileOf(token: string) {
  const member = await memberFromToken(payload, token)
  return member && { mobile: member.mobile, fullName: member.fullName, company: member.company }
}

describe('a member edits their name and company', () => {
  it('saves what they changed and leaves the rest, and answers the profile under the contract’s names', async () => {
    const { mobile, token } = await registeredMember()
    const reply = await call(update, { company: '  苏州新公司  ' }, asMember(token))
    expect(reply.body).toEqual({ code: 1, msg: '资料已保存', data: { mobile, truename: '李原名', company: '苏州新公司' } })
    expect(await profileOf(token)).toEqual({ mobile, fullName: '李原名', company: '苏州新公司' })

    expect((await call(update, { truename: 'Li Xin' }, asMember(token, 'en'))).body.msg).toBe('Your details are saved')
    expect(await profileOf(token)).toEqual({ mobile, fullName: 'Li Xin', company: '苏州新公司' })
  })

  it('is told what is wrong, in order, and nothing is saved', async () => {
    const { mobile, token } = await registeredMember()
    expect((await call(update, { truename: '  ', company: '新公司' }, asMember(token))).body).toMatchObject({
      code: 0,
      msg: '请输入真实姓名',
    })
    expect((await call(update, { company: '' }, asMember(token))).body).toMatchObject({ code: 0, msg: '请输入公司名称' })
    expect((await call(update, {}, asMember(token, 'en'))).body).toMatchObject({ code: 0, msg: 'Enter the name or company to change' })
    expect(await profileOf(token)).toEqual({ mobile, fullName: '李原名', company: '上海原公司' })
  })

  it('is refused without a session (401)', async () => {
    expect((await call(update, { company: '无名公司' })).body).toMatchObject({ code: 401, msg: '请重新登录' })
  })
})

describe('a member changes their mobile number', () => {
  it('with the code sent to the new number and their password: logs in with it from then on, the old number is told, and only this session stays', async () => {
    const { mobile: oldMobile, token: elsewhere } = await registeredMember()
    const token = (await call(login, { mobile: oldMobile, password: 'secret123' }, { address: freshAddress() })).body.token as string
    const newMobile = freshMobile()
    const sent = await call(sendCode, { mobile: newMobile, purpose: 'changeMobile' }, { address: freshAddress() })
    expect(sent.body.code).toBe(1)

    const reply = await call(
      changeMobile,
      { mobile: newMobile, code: await lastSmsCode(newMobile), password: 'secret123' },
      asMember(token),
    )
    expect(reply.body).toMatchObject({ code: 1, msg: '手机号已更换，请用新手机号登录', data: { mobile: newMobile } })
    expect((await profileOf(token))?.mobile).toBe(newMobile)

    expect((await call(login, { mobile: newMobile, password: 'secret123' }, { address: freshAddress() })).body.code).toBe(1)
    expect((await call(login, { mobile: oldMobile, password: 'secret123' }, { address: freshAddress() })).body).toMatchObject({
      code: 0,
      msg: '手机号或密码错误',
    })
    // the session of the change still works; the one opened elsewhere ended
    expect((await call(update, { company: '仍然登录' }, asMember(token))).body.code).toBe(1)
    expect((await call(update, { company: '偷来的会话' }, asMember(elsewhere))).body).toMatchObject({ code: 401 })
    expect(await smsOutbox(oldMobile)).toContainEqual(
      expect.objectContaining({ purpose: 'mobileChanged', newMobile: maskedMobile(newMobile) }),
    )
  })

  it('needs their current password: a missing or wrong one is refused in the request’s language, and nothing changes', async () => {
    const { mobile, token } = await registeredMember()
    const newMobile = freshMobile()
    expect((await call(sendCode, { mobile: newMobile, purpose: 'changeMobile' }, { address: freshAddress() })).body.code).toBe(1)
    const code = await lastSmsCode(newMobile)
    expect((await call(changeMobile, { mobile: newMobile, code }, asMember(token))).body).toMatchObject({ code: 0, msg: '请输入密码' })
    expect((await call(changeMobile, { mobile: newMobile, code, password: 'wrong123' }, asMember(token))).body).toMatchObject({
      code: 0,
      msg: '当前密码错误',
    })
    expect((await call(changeMobile, { mobile: newMobile, code, password: 'wrong123' }, asMember(token, 'en'))).body).toMatchObject({
      code: 0,
      msg: 'The current password is wrong',
    })
    expect((await call(changeMobile, { mobile: newMobile, code, password: 42 }, asMember(token, 'en'))).body).toMatchObject({
      code: 0,
      msg: 'Please enter a password',
    })
    expect((await profileOf(token))?.mobile).toBe(mobile)
    expect(await smsOutbox(mobile)).not.toContainEqual(expect.objectContaining({ purpose: 'mobileChanged' }))
    // the code was not spent on a wrong password
    expect((await call(changeMobile, { mobile: newMobile, code, password: 'secret123' }, asMember(token))).body.code).toBe(1)
  })

  it('needs the code of the new number: a missing, wrong or other number’s code changes nothing', async () => {
    const { mobile, token } = await registeredMember()
    const newMobile = freshMobile()
    expect((await call(changeMobile, { mobile: newMobile, code: '123456', password: 'secret123' }, asMember(token))).body).toMatchObject({
      code: 0,
      msg: '请先获取验证码',
    })
    expect((await call(sendCode, { mobile: newMobile, purpose: 'changeMobile' }, { address: freshAddress() })).body.code).toBe(1)
    const rightCode = await lastSmsCode(newMobile)
    const wrongCode = rightCode === '000000' ? '111111' : '000000'
    expect((await call(changeMobile, { mobile: newMobile, code: wrongCode, password: 'secret123' }, asMember(token))).body).toMatchObject({
      code: 0,
      msg: '验证码错误',
    })
    // a registration code of the new number is not a change code
    const another = freshMobile()
    expect((await call(sendCode, { mobile: another }, { address: freshAddress() })).body.code).toBe(1)
    expect(
      (await call(changeMobile, { mobile: another, code: await lastSmsCode(another), password: 'secret123' }, asMember(token))).body,
    ).toMatchObject({
      code: 0,
      msg: '请先获取验证码',
    })
    expect((await call(changeMobile, { mobile: '1234', code: rightCode }, asMember(token))).body.msg).toBe('请输入正确的手机号')
    expect((await profileOf(token))?.mobile).toBe(mobile)
  })

  it('to another member’s number: refused as registration is, and neither account changes', async () => {
    const first = await registeredMember('第一公司')
    const second = await registeredMember('第二公司')
    // a number gets one code a minute: the change code comes after the registration code's minute
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    expect((await call(sendCode, { mobile: second.mobile, purpose: 'changeMobile' }, { address: freshAddress() })).body.code).toBe(1)
    const reply = await call(
      changeMobile,
      { mobile: second.mobile, code: await lastSmsCode(second.mobile), password: 'secret123' },
      asMember(first.token),
    )
    expect(reply.body).toMatchObject({ code: 0, msg: '该手机号已注册，请直接登录' })
    expect((await profileOf(first.token))?.mobile).toBe(first.mobile)
    expect(await profileOf(second.token)).toMatchObject({ mobile: second.mobile, company: '第二公司' })
    expect((await call(login, { mobile: first.mobile, password: 'secret123' }, { address: freshAddress() })).body.code).toBe(1)
  })

  it('is refused without a session (401)', async () => {
    expect((await call(changeMobile, { mobile: freshMobile(), code: '123456' })).body).toMatchObject({ code: 401, msg: '请重新登录' })
  })
})
