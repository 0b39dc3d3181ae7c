import { readdir } from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as download } from '@/api/calls/product.download'
import { POST as upload } from '@/api/calls/upload.upload'
import { POST as feedback } from '@/api/calls/user.feedback'
import { POST as forgetPwd } from '@/api/calls/user.forgetPwd'
import { POST as login } from '@/api/calls/user.login'
import { POST as register } from '@/api/calls/user.register'
import { POST as sendCode } from '@/api/calls/user.sendCode'
import { sweepOrphanAttachments, uploadQuota } from '@/features/enquiries/attachments'
import { rateLimits } from '@/features/rateLimit.server'
import { uploadDirs, uploadTempDir } from '@/lib/paths'

import { call, freshAddress, freshMobile, lastSmsCode } from '../support/api'
import { pdfBytes, pngBytes } from '../support/fixtures'
import { testPayload } from '../support/payload'

vi.mock('@/features/enquiries/captcha', async (original) => ({
  ...(await original<typeof import('@/features/enquiries/captcha')>()),
  verifyCaptcha: async (_payload: unknown, altcha: unknown) => altcha === 'solved',
}))

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

/** A request as server.mjs hands it on: the TCP peer in x-socket-address, plus what the client forged. */
const forged = (socket: string, i: number) => ({ 'x-socket-address': socket, 'x-forwarded-for': `10.9.${i}.1`, 'x-real-ip': `10.8.${i}.1` })

async function registeredMember(password = 'secret123') {
  const mobile = freshMobile()
  const address = freshAddress()
  await call(sendCode, { mobile }, { address })
  const reply = await call(
    register,
    { company: 'Acme', mobile, code: await lastSmsCode(mobile), truename: '张三', password, repassword: password, check: true },
    { address },
  )
  expect(reply.body.code).toBe(1)
  return mobile
}

async function sendFile(bytes: Uint8Array, name: string, address: string) {
  const form = new FormData()
  form.append('file', new Blob([Uint8Array.from(bytes)]), name)
  const response = await upload(
    new Request('http://localhost/api/upload/upload', { method: 'POST', body: form, headers: { 'x-socket-address': address } }),
  )
  return (await response.json()) as { code: number; msg: string; file?: string }
}

describe('an attacker forging X-Forwarded-For', () => {
  it('is still one address for the login limit when no proxy is trusted', async () => {
    vi.stubEnv('TRUST_PROXY', '')
    const socket = freshAddress()
    const replies = []
    for (let i = 0; i < 22; i++)
      replies.push(
        (await call(login, { mobile: freshMobile(), password: 'wrong123' }, { headers: forged(socket, i), address: socket })).body.msg,
      )
    expect(replies.slice(0, 20).every((msg) => msg === '手机号或密码错误')).toBe(true)
    expect(replies.slice(20)).toEqual([expect.stringMatching(/^尝试次数过多/), expect.stringMatching(/^尝试次数过多/)])
  })

  it('is still one address for code requests, enquiries and uploads', async () => {
    vi.stubEnv('TRUST_PROXY', '')
    const socket = freshAddress()
    const sent = []
    for (let i = 0; i < rateLimits.smsPerAddress.limit + 1; i++)
      sent.push((await call(sendCode, { mobile: freshMobile() }, { headers: forged(socket, i), address: socket })).body.code)
    expect(sent.at(-1)).toBe(0)

    const enquiry = {
      nickname: 'Ms.',
      familyname: 'Li',
      firstname: 'Hua',
      mobile: '+86 139 1234 5678',
      content: 'Quote please',
      country: 'Germany',
      email: 'l@example.com',
      consent: true,
      altcha: 'solved',
    }
    const enquiries = []
    for (let i = 0; i < rateLimits.enquiriesPerAddress.limit + 1; i++)
      enquiries.push((await call(feedback, enquiry, { headers: forged(socket, i), address: socket })).body.code)
    expect(enquiries.at(-1)).toBe(0)
  })

  it('is one client for the login limit across the addresses of one IPv6 /64', async () => {
    vi.stubEnv('TRUST_PROXY', '')
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`
    const replies = []
    for (let i = 0; i < rateLimits.loginFailuresPerAddress.limit + 1; i++) {
      const address = `${prefix}:${(i + 1).toString(16)}::${(i + 7).toString(16)}`
      replies.push((await call(login, { mobile: freshMobile(), password: 'wrong123' }, { address })).body.msg)
    }
    expect(replies.slice(0, -1).every((msg) => msg === '手机号或密码错误')).toBe(true)
    expect(replies.at(-1)).toMatch(/^尝试次数过多/)
    const neighbour = `${prefix.replace(/:[0-9a-f]+$/, ':ffff')}::1`
    expect((await call(login, { mobile: freshMobile(), password: 'wrong123' }, { address: neighbour })).body.msg).toBe('手机号或密码错误')
  })

  it('is believed only from a proxy named in TRUST_PROXY', async () => {
    vi.stubEnv('TRUST_PROXY', '192.0.2.10')
    const mobile = await registeredMember()
    const client = freshAddress()
    const reply = await call(login, { mobile, password: 'secret123' }, { headers: { 'x-forwarded-for': client }, address: '192.0.2.10' })
    expect(reply.body.code).toBe(1)
    const session = await payload.find({ collection: 'member-sessions', sort: '-createdAt', limit: 1, overrideAccess: true })
    expect(session.docs[0]).toMatchObject({ ip: client })
  })
})

describe('a burst of logins', () => {
  it('tries the password at most 5 times for one number, however many arrive at once', async () => {
    const mobile = await registeredMember('right123')
    const wrong = Array.from({ length: 30 }, (_, i) => call(login, { mobile, password: `wrong${i}a` }, { address: freshAddress() }))
    const right = Array.from({ length: 10 }, () => call(login, { mobile, password: 'right123' }, { address: freshAddress() }))
    const replies = await Promise.all([...wrong, ...right])
    const passwordChecked = replies.filter((reply) => reply.body.msg === '手机号或密码错误' || reply.body.code === 1)
    expect(passwordChecked.length).toBeLessThanOrEqual(5)
    expect(replies.slice(30).filter((reply) => reply.body.code === 1).length).toBeLessThanOrEqual(5)
  })
})

const probeBody = (mobile: string) => ({
  mobile,
  purpose: 'reset',
  code: '123456',
  company: 'Acme Semiconductor',
  truename: '张三',
  password: 'abc123',
  repassword: 'abc123',
  check: true,
})

describe('someone probing which numbers are registered', () => {
  it('is limited per number and per address on sendCode, register and forgetPwd', async () => {
    const address = freshAddress()
    const told = []
    for (let i = 0; i < rateLimits.mobileLookupsPerAddress.limit + 2; i++) {
      const probe = [sendCode, register, forgetPwd][i % 3]
      told.push((await call(probe, probeBody(freshMobile()), { address })).body.msg)
    }
    expect(told.slice(-2)).toEqual([expect.stringMatching(/^操作过于频繁/), expect.stringMatching(/^操作过于频繁/)])

    const mobile = freshMobile()
    const perNumber = []
    for (let i = 0; i < rateLimits.mobileLookupsPerMobile.limit + 1; i++)
      perNumber.push((await call(sendCode, probeBody(mobile), { address: freshAddress() })).body.msg)
    expect(perNumber.at(-1)).toMatch(/^操作过于频繁/)
  })
})

describe("someone guessing reset codes for another's number", () => {
  it("spends none of that number's limits while no code was sent to it: its owner still gets a code and resets", async () => {
    const mobile = await registeredMember('before12')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    const guesses = []
    for (let i = 0; i < rateLimits.mobileLookupsPerMobile.limit + 2; i++)
      guesses.push((await call(forgetPwd, probeBody(mobile), { address: freshAddress() })).body.msg)
    expect(new Set(guesses)).toEqual(new Set(['请先获取验证码']))

    const owner = freshAddress()
    expect((await call(sendCode, { mobile, purpose: 'reset' }, { address: owner })).body.code).toBe(1)
    const reset = { ...probeBody(mobile), code: await lastSmsCode(mobile), password: 'after123', repassword: 'after123' }
    expect((await call(forgetPwd, reset, { address: owner })).body).toMatchObject({ code: 1 })
  })

  it("spends the number's limits once a code was sent, and the address's always", async () => {
    const mobile = await registeredMember()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    expect((await call(sendCode, { mobile, purpose: 'reset' }, { address: freshAddress() })).body.code).toBe(1)
    const lookupsOfNumber = async () =>
      (await payload.find({ collection: 'rate-limits', where: { key: { equals: `lookup:mobile:${mobile}` } }, overrideAccess: true }))
        .docs[0]?.points
    const before = await lookupsOfNumber()
    const wrong = { ...probeBody(mobile), code: String((Number(await lastSmsCode(mobile)) + 1) % 1_000_000).padStart(6, '0') }
    const guesses = []
    for (let i = 0; i < 6; i++) guesses.push((await call(forgetPwd, wrong, { address: freshAddress() })).body.msg)
    expect(guesses).toEqual([...Array(4).fill('验证码错误'), '验证码错误次数过多，请重新获取', '请先获取验证码'])
    // the five guesses while the code waited; none after it was void
    expect(await lookupsOfNumber()).toBe(Number(before) + 5)

    const address = freshAddress()
    const fromOne = []
    for (let i = 0; i < rateLimits.mobileLookupsPerAddress.limit + 1; i++)
      fromOne.push((await call(forgetPwd, probeBody(freshMobile()), { address })).body.msg)
    expect(fromOne.at(-1)).toMatch(/^操作过于频繁/)
  })
})

describe('someone probing which numbers are registered, one address per number', () => {
  it('gets the same answers for registered and unknown numbers from sendCode, register and forgetPwd', async () => {
    const answers = async (mobile: string) => {
      const address = freshAddress()
      const replies = [
        await call(sendCode, { mobile, purpose: 'reset' }, { address }),
        await call(forgetPwd, probeBody(mobile), { address }),
        await call(sendCode, { mobile }, { address }),
        await call(register, probeBody(mobile), { address }),
      ]
      return replies.map((reply) => `${reply.status} ${JSON.stringify(reply.body)}`).join('\n')
    }
    const registeredNumbers = []
    for (let i = 0; i < 10; i++) registeredNumbers.push(await registeredMember())
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    const registeredAnswers = new Set<string>()
    const unknownAnswers = new Set<string>()
    for (const mobile of registeredNumbers) registeredAnswers.add(await answers(mobile))
    for (let i = 0; i < 10; i++) unknownAnswers.add(await answers(freshMobile()))
    expect([...registeredAnswers]).toEqual([...unknownAnswers])
    expect(registeredAnswers.size).toBe(1)
  })
})

describe('uploads that no enquiry uses', () => {
  it('are gone after the sweep an hour later, with their files; claimed ones stay', async () => {
    const orphan = await sendFile(await pngBytes(), 'orphan.png', freshAddress())
    const claimed = await sendFile(await pdfBytes(), 'claimed.pdf', freshAddress())
    const enquiry = {
      nickname: 'Mr.',
      familyname: 'Wu',
      firstname: 'Lei',
      mobile: '13912345678',
      content: 'See file',
      country: 'China',
      email: 'w@example.com',
      consent: true,
      altcha: 'solved',
      file: claimed.file,
    }
    expect((await call(feedback, enquiry, { address: freshAddress() })).body.code).toBe(1)

    expect(await sweepOrphanAttachments(payload)).toBe(0)
    expect(await sweepOrphanAttachments(payload, Date.now() + 61 * 60_000)).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: 'enquiry-attachments',
      where: { reference: { in: [orphan.file, claimed.file] } },
      overrideAccess: true,
    })
    expect(left.docs.map((doc) => doc.reference)).toEqual([claimed.file])
    const files = await readdir(uploadDirs.enquiryAttachments)
    expect(files.some((name) => name.startsWith(orphan.file as string))).toBe(false)
    expect(files.some((name) => name.startsWith(claimed.file as string))).toBe(true)
  })

  it('cannot be claimed once an hour has passed', async () => {
    const late = await sendFile(await pngBytes(), 'late.png', freshAddress())
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61 * 60_000)
    const enquiry = {
      nickname: 'Mr.',
      familyname: 'Wu',
      firstname: 'Lei',
      mobile: '13912345678',
      content: 'See file',
      country: 'China',
      email: 'w@example.com',
      consent: true,
      altcha: 'solved',
      file: late.file,
    }
    expect((await call(feedback, enquiry, { address: freshAddress() })).body.msg).toBe('附件不存在或已被使用，请重新上传')
  })
})

describe('uploads from one address', () => {
  it('stop at the bytes quota, and the disk keeps its free space', async () => {
    vi.stubEnv('UPLOAD_MB_PER_HOUR', '1')
    const address = freshAddress()
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(600 * 1024)])
    expect((await sendFile(big, 'a.pdf', address)).code).toBe(1)
    expect((await sendFile(big, 'b.pdf', address)).code).toBe(1)
    expect((await sendFile(big, 'c.pdf', address)).msg).toMatch(/^操作过于频繁/)
    expect(uploadQuota().bytesPerHour.limit).toBe(1024 * 1024)

    vi.stubEnv('UPLOAD_MIN_FREE_MB', String(1024 * 1024 * 1024))
    expect((await sendFile(await pngBytes(), 'd.png', freshAddress())).msg).toBe('服务器存储空间不足，暂停上传，请稍后再试或不带附件提交')
    expect((await readdir(uploadTempDir)).filter((name) => name.endsWith('.part'))).toEqual([])
  })
})

describe('requests another site could make a browser send', () => {
  it('are refused: JSON sent as text/plain, and a foreign Origin or Sec-Fetch-Site', async () => {
    const mobile = freshMobile()
    const plain = await call(sendCode, {}, { raw: JSON.stringify({ mobile }), headers: { 'content-type': 'text/plain' } })
    expect(plain.body).toEqual({ code: 0, msg: '请求格式错误，请发送 JSON', data: {} })
    const sibling = await call(sendCode, { mobile }, { headers: { origin: 'https://evil.example.com', host: 'localhost' }, lang: 'en' })
    expect(sibling.status).toBe(403)
    expect(sibling.body).toEqual({ code: 0, msg: 'Requests from other sites are not accepted', data: {} })
    expect((await call(sendCode, { mobile }, { headers: { 'sec-fetch-site': 'same-site' } })).status).toBe(403)
    const ownPage = await call(
      sendCode,
      { mobile },
      { headers: { origin: 'http://localhost', host: 'localhost', 'sec-fetch-site': 'same-origin' }, address: freshAddress() },
    )
    expect(ownPage.body.code).toBe(1)
  })
})

describe('a malformed member cookie', () => {
  it('gets 401 on a download, not a server error', async () => {
    const reply = await call(download, { id: 1 }, { headers: { cookie: 'member_token=%E0%A4%A' } })
    expect(reply.body).toEqual({ code: 401, msg: '请重新登录', data: {} })
  })
})
