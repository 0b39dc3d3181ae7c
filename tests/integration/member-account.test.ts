import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as forgetPwd } from '@/api/calls/user.forgetPwd'
import { answerCall } from '@/api/calls'
import { POST as login } from '@/api/calls/user.login'
import { POST as register } from '@/api/calls/user.register'
import { POST as sendCode } from '@/api/calls/user.sendCode'
import { memberFromToken } from '@/features/members/sessions'

import { call, freshAddress, freshMobile, lastSmsCode } from '../support/api'
import { testPayload } from '../support/payload'

const registration = (mobile: string, code: string, overrides: Record<string, unknown> = {}) => ({
  company: 'Acme Semiconductor',
  mobile,
  code,
  truename: '张三',
  password: 'secret123',
  repassword: 'secret123',
  check: true,
  ...overrides,
})

/** Registers a new member through the calls, returns the mobile and the token. */
async function registered(password = 'secret123') {
  const mobile = freshMobile()
  const address = freshAddress()
  expect((await call(sendCode, { mobile }, { address })).body.code).toBe(1)
  const reply = await call(register, registration(mobile, await lastSmsCode(mobile), { password, repassword: password }), { address })
  expect(reply.body.code).toBe(1)
  return { mobile, token: reply.body.token as string }
}

beforeAll(async () => {
  await testPayload()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('a visitor asks for a verification code', () => {
  it('gets a 6-digit code through the SMS outbox, valid 5 minutes', async () => {
    const mobile = freshMobile()
    const reply = await call(sendCode, { mobile })
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ code: 1, msg: '验证码已发送', data: { expiresIn: 300, resendIn: 60 } })
    expect(await lastSmsCode(mobile)).toMatch(/^\d{6}$/)
  })

  it('is told what is wrong with the number, in the language of the request', async () => {
    expect((await call(sendCode, {})).body).toMatchObject({ code: 0, msg: '请输入手机号' })
    expect((await call(sendCode, { mobile: 13912345678 })).body).toMatchObject({ code: 0, msg: '请输入手机号' })
    expect((await call(sendCode, { mobile: '12345678901' })).body).toMatchObject({ code: 0, msg: '请输入正确的手机号' })
    expect((await call(sendCode, { mobile: '1391234567' }, { lang: 'en' })).body).toMatchObject({
      code: 0,
      msg: 'Please enter a valid mainland China mobile number',
    })
    expect((await call(sendCode, { mobile: freshMobile(), purpose: 'other' })).body.msg).toBe('验证码用途无效')
  })

  it('cannot get a second code for the same number within 60 seconds', async () => {
    const mobile = freshMobile()
    expect((await call(sendCode, { mobile })).body.code).toBe(1)
    const again = await call(sendCode, { mobile }, { lang: 'en' })
    expect(again.body.code).toBe(0)
    expect(again.body.msg).toMatch(/^Please wait (60|59) seconds before requesting another code$/)
  })

  it('gets at most 5 codes an hour for one number', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const mobile = freshMobile()
    const address = freshAddress()
    for (let i = 0; i < 5; i++) {
      expect((await call(sendCode, { mobile }, { address })).body.code).toBe(1)
      vi.setSystemTime(Date.now() + 61_000)
    }
    const sixth = await call(sendCode, { mobile }, { address })
    expect(sixth.body).toMatchObject({ code: 0 })
    expect(sixth.body.msg).toMatch(/^获取验证码过于频繁，请 \d+ 分钟后再试$/)
  })

  it('gets at most 20 codes an hour from one client address', async () => {
    const address = freshAddress()
    for (let i = 0; i < 20; i++) expect((await call(sendCode, { mobile: freshMobile() }, { address })).body.code).toBe(1)
    expect((await call(sendCode, { mobile: freshMobile() }, { address })).body.msg).toMatch(/^获取验证码过于频繁/)
  })

  it('gets the same answer for a registered and an unknown number; only a registered one is sent a reset code', async () => {
    const { mobile } = await registered()
    const unknown = freshMobile()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    const sent = { code: 1, msg: '验证码已发送', data: { expiresIn: 300, resendIn: 60 } }
    // a registration code for a registered number reaches its owner (who alone learns at register that it is taken)
    expect((await call(sendCode, { mobile })).body).toEqual(sent)
    expect((await call(sendCode, { mobile: unknown })).body).toEqual(sent)
    vi.setSystemTime(Date.now() + 61_000)
    expect((await call(sendCode, { mobile, purpose: 'reset' })).body).toEqual(sent)
    const resetCode = await lastSmsCode(mobile)
    const unknownCode = await lastSmsCode(unknown)
    expect((await call(sendCode, { mobile: unknown, purpose: 'reset' })).body).toEqual(sent)
    // the unknown number's reset code was sent to nobody: the outbox still ends with its registration code
    expect(await lastSmsCode(unknown)).toBe(unknownCode)
    expect(resetCode).toMatch(/^\d{6}$/)
  })
})

describe('a visitor registers', () => {
  it('gets a token and a session cookie, and is a member', async () => {
    const mobile = freshMobile()
    await call(sendCode, { mobile })
    const reply = await call(register, registration(mobile, await lastSmsCode(mobile)))
    expect(reply.body).toMatchObject({ code: 1, msg: '注册成功', data: {} })
    expect(reply.body.token).toMatch(/^[\w-]{40,}$/)
    const cookie = reply.headers.get('set-cookie') ?? ''
    expect(cookie).toContain(`member_token=${reply.body.token}`)
    expect(cookie.toLowerCase()).toContain('httponly')
    expect(cookie.toLowerCase()).toContain('samesite=lax')
    const member = await memberFromToken(await testPayload(), reply.body.token)
    expect(member).toMatchObject({ mobile, company: 'Acme Semiconductor', fullName: '张三', registeredLocale: 'zh' })
  })

  it("is held to the rules in the contract's order, the first failure being the message", async () => {
    const mobile = freshMobile()
    const steps: [Record<string, unknown>, string][] = [
      [{}, '请输入公司名称'],
      [{ company: '  ' }, '请输入公司名称'],
      [{ company: 'A' }, '请输入手机号'],
      [{ company: 'A', mobile: '123' }, '请输入正确的手机号'],
      [{ company: 'A', mobile }, '请输入 6 位验证码'],
      [{ company: 'A', mobile, code: '12ab56' }, '请输入 6 位验证码'],
      [{ company: 'A', mobile, code: '123456' }, '请输入真实姓名'],
      [{ company: 'A', mobile, code: '123456', truename: 'Li' }, '请输入密码'],
      [{ company: 'A', mobile, code: '123456', truename: 'Li', password: 'abc' }, '密码为 6–20 位字母或数字'],
      [{ company: 'A', mobile, code: '123456', truename: 'Li', password: 'abc_def!' }, '密码为 6–20 位字母或数字'],
      [{ company: 'A', mobile, code: '123456', truename: 'Li', password: 'a'.repeat(21) }, '密码为 6–20 位字母或数字'],
      [{ company: 'A', mobile, code: '123456', truename: 'Li', password: 'abc123' }, '请再次输入密码确认'],
      [{ company: 'A', mobile, code: '123456', truename: 'Li', password: 'abc123', repassword: 'abc124' }, '两次输入的密码不一致'],
      [{ company: 'A', mobile, code: '123456', truename: 'Li', password: 'abc123', repassword: 'abc123' }, '请勾选同意协议'],
      [{ company: 'A', mobile, code: '123456', truename: 'Li', password: 'abc123', repassword: 'abc123', check: false }, '请勾选同意协议'],
    ]
    for (const [body, message] of steps)
      expect((await call(register, body)).body, JSON.stringify(body)).toMatchObject({ code: 0, msg: message })
    expect((await call(register, { company: 42 }, { lang: 'en' })).body.msg).toBe('Please enter your company name')
  })

  it('needs a code sent to that number', async () => {
    const mobile = freshMobile()
    expect((await call(register, registration(mobile, '123456'))).body.msg).toBe('请先获取验证码')
  })

  it('is refused with a wrong code, and the code is void after 5 wrong tries', async () => {
    const mobile = freshMobile()
    await call(sendCode, { mobile })
    const right = await lastSmsCode(mobile)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await call(register, registration(mobile, wrong))).body.msg).toBe('验证码错误')
    expect((await call(register, registration(mobile, wrong))).body.msg).toBe('验证码错误次数过多，请重新获取')
    expect((await call(register, registration(mobile, right))).body.msg).toBe('验证码错误次数过多，请重新获取')
  })

  it('is refused with an expired code', async () => {
    const mobile = freshMobile()
    await call(sendCode, { mobile })
    const code = await lastSmsCode(mobile)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 301_000)
    expect((await call(register, registration(mobile, code), { lang: 'en' })).body).toMatchObject({
      code: 0,
      msg: 'The verification code has expired, please get a new one',
    })
  })

  it('cannot reuse a code, nor register a number twice (told only with a code sent to that number)', async () => {
    const mobile = freshMobile()
    await call(sendCode, { mobile })
    const code = await lastSmsCode(mobile)
    expect((await call(register, registration(mobile, code))).body.code).toBe(1)
    expect((await call(register, registration(mobile, code))).body.msg).toBe('请先获取验证码')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    expect((await call(sendCode, { mobile })).body.code).toBe(1)
    expect((await call(register, registration(mobile, await lastSmsCode(mobile)))).body.msg).toBe('该手机号已注册，请直接登录')
  })
})

describe('a member logs in', () => {
  it('gets a token and the cookie', async () => {
    const { mobile } = await registered('pass1234')
    const reply = await call(login, { mobile, password: 'pass1234' })
    expect(reply.body).toMatchObject({ code: 1, msg: '登录成功', data: {} })
    expect(await memberFromToken(await testPayload(), reply.body.token)).toMatchObject({ mobile })
    expect(reply.headers.get('set-cookie')).toContain('member_token=')
  })

  it('gets one message for an unknown number and a wrong password', async () => {
    const { mobile } = await registered()
    const wrongPassword = await call(login, { mobile, password: 'nope12345' }, { address: freshAddress() })
    const unknown = await call(login, { mobile: freshMobile(), password: 'nope12345' }, { address: freshAddress() })
    expect(wrongPassword.body).toEqual({ code: 0, msg: '手机号或密码错误', data: {} })
    expect(unknown.body).toEqual(wrongPassword.body)
    expect((await call(login, {})).body.msg).toBe('请输入手机号')
    expect((await call(login, { mobile })).body.msg).toBe('请输入密码')
    expect((await call(login, { mobile, password: ['x'] })).body.msg).toBe('请输入密码')
  })

  it('is refused for a while after 5 wrong passwords, even with the right one', async () => {
    const { mobile } = await registered('right123')
    const address = freshAddress()
    for (let i = 0; i < 5; i++) expect((await call(login, { mobile, password: 'wrong123' }, { address })).body.msg).toBe('手机号或密码错误')
    const locked = await call(login, { mobile, password: 'right123' }, { address, lang: 'en' })
    expect(locked.body.code).toBe(0)
    expect(locked.body.msg).toMatch(/^Too many attempts, please try again in 1[45] minutes$/)
  })

  it('is refused after 20 failures from one address, whatever the number', async () => {
    const address = freshAddress()
    for (let i = 0; i < 20; i++) await call(login, { mobile: freshMobile(), password: 'wrong123' }, { address })
    const { mobile } = await registered('right123')
    expect((await call(login, { mobile, password: 'right123' }, { address })).body.msg).toMatch(/^尝试次数过多/)
    expect((await call(login, { mobile, password: 'right123' }, { address: freshAddress() })).body.code).toBe(1)
  })

  it('is refused when staff disabled the account', async () => {
    const { mobile, token } = await registered('right123')
    const payload = await testPayload()
    const member = await memberFromToken(payload, token)
    await payload.update({ collection: 'members', id: member!.id, data: { disabled: true } })
    expect((await call(login, { mobile, password: 'right123' })).body).toMatchObject({ code: 0, msg: '该账号已停用，请联系我们' })
  })
})

describe('a member who forgot the password', () => {
  it('sets a new one with a reset code, is logged in, and older sessions end', async () => {
    const { mobile, token: oldToken } = await registered('before12')
    const address = freshAddress()
    // one code a minute per number, whatever it is for
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    expect((await call(sendCode, { mobile, purpose: 'reset' }, { address })).body.code).toBe(1)
    const code = await lastSmsCode(mobile)
    const reply = await call(forgetPwd, registration(mobile, code, { password: 'after123', repassword: 'after123' }), { address })
    expect(reply.body).toMatchObject({ code: 1, msg: '密码修改成功' })
    const payload = await testPayload()
    expect(await memberFromToken(payload, reply.body.token)).toMatchObject({ mobile })
    expect(await memberFromToken(payload, oldToken)).toBeNull()
    expect((await call(login, { mobile, password: 'before12' }, { address })).body.code).toBe(0)
    expect((await call(login, { mobile, password: 'after123' }, { address })).body.code).toBe(1)
  })

  it('follows the same rules and needs a reset code, with one answer for unknown and registered numbers', async () => {
    expect((await call(forgetPwd, {})).body.msg).toBe('请输入公司名称')
    expect((await call(forgetPwd, registration(freshMobile(), '123456'))).body.msg).toBe('请先获取验证码')
    const { mobile } = await registered()
    // no reset code was sent: a registration code is not one
    expect((await call(forgetPwd, registration(mobile, '123456'))).body.msg).toBe('请先获取验证码')
  })
})

describe('every call', () => {
  it('answers malformed bodies and other methods with the envelope, never a 500', async () => {
    const invalid = await call(login, null, { raw: '{"mobile": ' })
    expect(invalid).toMatchObject({ status: 200, body: { code: 0, msg: '请求格式错误，请发送 JSON' } })
    expect((await call(login, null, { raw: '[1,2]', lang: 'en' })).body.msg).toBe('Malformed request: please send JSON')
    const huge = await call(login, { mobile: 'x'.repeat(100_000) })
    expect(huge.body).toMatchObject({ code: 0, msg: '请求内容过大' })
    const get = await answerCall(new Request('http://localhost/api/user/login', { headers: { lang: 'en' } }), ['user', 'login'])
    expect(get.status).toBe(405)
    expect(await get.json()).toEqual({ code: 0, msg: 'Please use a POST request', data: {} })
  })

  it('follows the language cookie when there is no lang header', async () => {
    const reply = await call(sendCode, {}, { headers: { cookie: 'NEXT_LOCALE=en' } })
    expect(reply.body.msg).toBe('Please enter your mobile number')
  })
})
