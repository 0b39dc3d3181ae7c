import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { answerCall } from '@/api/calls'
import { POST as feedback } from '@/api/calls/user.feedback'
import { POST as register } from '@/api/calls/user.register'
import { POST as sendCode } from '@/api/calls/user.sendCode'
import { memberFromToken } from '@/features/members/sessions'
import { outboxDir } from '@/lib/paths'
import type { Member } from '@/payload-types'

import { call, freshAddress, freshMobile, lastSmsCode } from '../support/api'
import { testPayload } from '../support/payload'
import { serviceRequestBody } from '../support/serviceRequestBody'

// The captcha is verified for real in enquiry-captcha.test.ts; here a solved one is the word 'solved'.
vi.mock('@/features/enquiries/captcha', async (original) => ({
  ...(await original<typeof import('@/features/enquiries/captcha')>()),
  verifyCaptcha: async (_payload: unknown, altcha: unknown) => altcha === 'solved',
}))

const cancel = (request: Request) => answerCall(request, ['member', 'cancel']) as Promise<Response>
const submitServiceRequest = (request: Request) => answerCall(request, ['serviceRequest', 'submit']) as Promise<Response>

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // the account managers hear of every enquiry: a mail line in the outbox names the sender
  process.env.MAIL_NOTIFY_TO = 'sales@example.com'
})

afterEach(() => {
  vi.useRealTimers()
})

/** A visitor registers through the calls: a member with a session token. */
async function registeredMember(fullName: string, company: string) {
  const mobile = freshMobile()
  const address = freshAddress()
  expect((await call(sendCode, { mobile }, { address })).body.code).toBe(1)
  const reply = await call(
    register,
    { company, mobile, code: await lastSmsCode(mobile), truename: fullName, password: 'secret123', repassword: 'secret123', check: true },
    { address },
  )
  expect(reply.body.code).toBe(1)
  const token = reply.body.token as string
  const member = await memberFromToken(payload, token)
  if (!member) throw new Error('not registered')
  return { mobile, token, member, address }
}

/** The file /memberData's link gives: GET /api/member/data with the session cookie. */
async function downloadMyData(token: string | null, more: Record<string, string> = {}) {
  const headers = new Headers({ ...more, ...(token ? { cookie: `member_token=${encodeURIComponent(token)}` } : {}) })
  const response = await answerCall(new Request('http://localhost/api/member/data', { headers }), ['member', 'data'])
  return response
}

/** An enquiry a member sends from /contactUs while logged in (the feedback call with their token). */
async function sendEnquiryAsMember(token: string, fields: { familyname: string; company: string; mobile: string; email: string }) {
  const reply = await call(
    feedback,
    {
      nickname: 'Mr.',
      firstname: '先生',
      country: 'China',
      title: '闸阀询价',
      content: '请报价 DN100 闸阀 2 台',
      consent: true,
      altcha: 'solved',
      ...fields,
    },
    { headers: { UserToken: token }, address: freshAddress() },
  )
  expect(reply.body.code).toBe(1)
  const { docs } = await payload.find({ collection: 'enquiries', where: { email: { equals: fields.email } }, limit: 1 })
  return docs[0]
}

/** A repair request a member sends from /serviceRequest while logged in: its RMA number. */
async function sendServiceRequestAsMember(
  token: string,
  contact: { name: string; company: string; mobile: string; email: string; returnAddress: string; declarantName: string },
) {
  const body = serviceRequestBody(contact, {
    email: contact.email,
    returnAddress: contact.returnAddress,
    declarantName: contact.declarantName,
  })
  const reply = await call(submitServiceRequest, body, { headers: { UserToken: token }, address: freshAddress() })
  expect(reply.body.code).toBe(1)
  return (reply.body.data as { rma: string }).rma
}

/** A datasheet the member downloaded, as the download call logs it. */
async function downloaded(member: Member, itemTitle: string) {
  await payload.create({
    collection: 'download-log',
    data: { member: member.id, mobile: member.mobile, company: member.company, itemTitle, ip: '198.51.100.7', userAgent: 'Vitest Browser' },
  })
}

/** Every text cell of every table of the database, one string: what a search of the tables finds. */
async function everyStoredText(): Promise<string> {
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; sql: unknown }) => Promise<{ rows: unknown[] }>
  }
  const { rows: tables } = await db.execute({ drizzle: db.drizzle, sql: sql`SELECT name FROM sqlite_master WHERE type = 'table'` })
  const parts: string[] = []
  for (const { name } of tables as { name: string }[]) {
    const { rows } = await db.execute({ drizzle: db.drizzle, sql: sql.raw(`SELECT * FROM "${name}"`) })
    parts.push(JSON.stringify(rows))
  }
  return parts.join('\n')
}

const outboxText = async () =>
  (await Promise.all(['sms', 'mail'].map((name) => readFile(path.join(outboxDir, `${name}.jsonl`), 'utf8').catch(() => '')))).join('\n')

describe('a member downloads their data', () => {
  it('gets a UTF-8 JSON file with their profile, enquiries and downloads, keys in both languages', async () => {
    const { token, member, mobile } = await registeredMember('王小明', '杭州导出测试有限公司')
    await sendEnquiryAsMember(token, { familyname: '王', company: '杭州导出测试有限公司', mobile, email: 'wang@export.test' })
    await downloaded(member, 'MGV 插板阀样本')
    const rma = await sendServiceRequestAsMember(token, {
      name: '王小明',
      company: '杭州导出测试有限公司',
      mobile,
      email: 'wang@service.test',
      returnAddress: '杭州市滨江区网商路 9 号',
      declarantName: '王声明',
    })

    const response = await downloadMyData(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    const file = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await response.arrayBuffer()))
    expect(file['会员资料 / Profile']).toMatchObject({
      '手机号 / Mobile': mobile,
      '真实姓名 / Name': '王小明',
      '公司 / Company': '杭州导出测试有限公司',
    })
    expect(file['登录时提交的询盘 / Enquiries sent while logged in']).toEqual([
      expect.objectContaining({
        '主题 / Topic': '闸阀询价',
        '邮箱 / Email': 'wang@export.test',
        '内容 / Message': '请报价 DN100 闸阀 2 台',
      }),
    ])
    expect(file['登录时提交的售后工单 / Service requests sent while logged in']).toEqual([
      expect.objectContaining({
        'RMA 编号 / RMA number': rma,
        '状态 / Status': '已提交申请 / Request sent',
        '联系人 / Contact': '王小明',
        '公司 / Company': '杭州导出测试有限公司',
        '手机 / Mobile': mobile,
        '邮箱 / Email': 'wang@service.test',
        '回寄地址 / Return address': '杭州市滨江区网商路 9 号',
        '声明人 / Declarant': '王声明',
        '来源地址 / Client address': expect.stringMatching(/\S/),
      }),
    ])
    expect(file['下载记录 / Downloads']).toEqual([expect.objectContaining({ '资料名称 / Item': 'MGV 插板阀样本' })])
  })

  it('is refused without a session (code 401), and holds nobody else’s enquiries', async () => {
    const response = await downloadMyData(null)
    expect(await response.json()).toMatchObject({ code: 401, msg: '请重新登录' })
    const other = await registeredMember('赵六', '他人公司')
    const file = JSON.parse(await (await downloadMyData(other.token)).text())
    expect(file['登录时提交的询盘 / Enquiries sent while logged in']).toEqual([])
  })

  it('is refused (403) when another site’s page asks for it, and given when the link is typed', async () => {
    const { token } = await registeredMember('孙跨站', '跨站测试公司')
    const crossSite = await downloadMyData(token, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect((await crossSite.json()).code).toBe(0)
    expect((await downloadMyData(token, { 'sec-fetch-site': 'none' })).status).toBe(200)
  })
})

describe('a member cancels their account', () => {
  it('with the cancel code: everything that names them is erased, and the number registers again', async () => {
    const fullName = '钱注销'
    const company = '苏州注销测试半导体有限公司'
    const { mobile, token, member, address } = await registeredMember(fullName, company)
    const enquiry = await sendEnquiryAsMember(token, { familyname: '钱', company, mobile, email: 'qian@cancel.test' })
    await downloaded(member, 'Y77 datasheet')
    const returnAddress = '苏州工业园区星湖街 328 号注销楼'
    const rma = await sendServiceRequestAsMember(token, {
      name: fullName,
      company,
      mobile,
      email: 'qian@service-cancel.test',
      returnAddress,
      declarantName: '钱声明人',
    })
    const requestIp = (await payload.find({ collection: 'service-requests', where: { rma: { equals: rma } } })).docs[0].ip
    expect(requestIp).toBeTruthy()

    // a number gets one code a minute: the cancel code is asked after the registration code's minute
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    expect((await call(sendCode, { mobile, purpose: 'cancel' }, { address })).body.code).toBe(1)
    // a wrong code changes nothing
    const code = await lastSmsCode(mobile)
    const wrong = await call(cancel, { code: code === '000000' ? '111111' : '000000' }, { headers: { UserToken: token }, address })
    expect(wrong.body).toMatchObject({ code: 0, msg: '验证码错误' })
    expect(await memberFromToken(payload, token)).not.toBeNull()

    const done = await call(cancel, { code }, { headers: { UserToken: token }, address, lang: 'en' })
    expect(done.body).toEqual({ code: 1, msg: 'Your account has been cancelled', data: {} })
    expect(done.headers.get('set-cookie')).toMatch(/member_token=;/)

    // the old token opens nothing any more
    expect(await memberFromToken(payload, token)).toBeNull()
    expect((await downloadMyData(token).then((r) => r.json())).code).toBe(401)
    expect((await call(cancel, { code }, { headers: { UserToken: token }, address })).body.code).toBe(401)

    // no table and no outbox line holds the mobile, the name or the company
    const stored = await everyStoredText()
    const personalData = [mobile, fullName, company, 'qian@cancel.test', 'qian@service-cancel.test', returnAddress, '钱声明人']
    for (const personal of personalData) expect(stored, personal).not.toContain(personal)
    const outbox = await outboxText()
    for (const personal of [mobile, fullName, company, 'qian@service-cancel.test']) expect(outbox, personal).not.toContain(personal)

    // what stays: the question, without the person; the download, with a note
    const kept = await payload.findByID({ collection: 'enquiries', id: enquiry.id })
    expect(kept).toMatchObject({ topic: '闸阀询价', content: '请报价 DN100 闸阀 2 台', familyName: '—', mobile: '—', member: null })
    expect(kept.anonymisedAt).toBeTruthy()
    // the service request stays as the business record, without the person
    const serviceRequest = (await payload.find({ collection: 'service-requests', where: { rma: { equals: rma } }, depth: 0 })).docs[0]
    expect(serviceRequest).toMatchObject({
      rma,
      status: 'requested',
      product: 'vacuumValve:1',
      fault: 'Gate does not close fully.',
      contactName: '—',
      declarantName: '—',
      mobile: '—',
      returnAddress: '—',
      company: null,
      email: null,
      ip: null,
      member: null,
    })
    expect(serviceRequest.history?.map((change) => change.status)).toEqual(['requested'])
    const downloads = await payload.find({ collection: 'download-log', where: { itemTitle: { equals: 'Y77 datasheet' } } })
    expect(downloads.docs).toEqual([
      expect.objectContaining({ member: null, mobile: null, company: null, note: '会员已注销 / cancelled member' }),
    ])

    // staff see that an account was cancelled, and when
    const cancellations = await payload.find({ collection: 'account-cancellations', where: { memberNumber: { equals: member.id } } })
    expect(cancellations.docs).toEqual([
      expect.objectContaining({ registeredAt: member.createdAt, enquiriesAnonymised: 1, downloadsKept: 1, createdAt: expect.any(String) }),
    ])

    // the number is free: it registers again
    const reRegister = freshAddress()
    expect((await call(sendCode, { mobile }, { address: reRegister })).body.code).toBe(1)
    const reply = await call(
      register,
      {
        company: '新公司',
        mobile,
        code: await lastSmsCode(mobile),
        truename: '钱新',
        password: 'secret456',
        repassword: 'secret456',
        check: true,
      },
      { address: reRegister },
    )
    expect(reply.body).toMatchObject({ code: 1, msg: '注册成功' })
  })

  it('is refused without a session, and asks for the code first', async () => {
    expect((await call(cancel, { code: '123456' })).body).toMatchObject({ code: 401, msg: '请重新登录' })
    const { token, address } = await registeredMember('孙未注销', '未注销公司')
    expect((await call(cancel, {}, { headers: { UserToken: token }, address })).body).toMatchObject({ code: 0, msg: '请输入 6 位验证码' })
    expect((await call(cancel, { code: '123456' }, { headers: { UserToken: token }, address })).body).toMatchObject({
      code: 0,
      msg: '请先获取验证码',
    })
    expect(await memberFromToken(payload, token)).not.toBeNull()
  })
})
