import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { serveMetrics } from '../../server/metricsServer.mjs'
import { answerCall } from '@/api/calls'
import { POST as sendCode } from '@/api/calls/user.sendCode'
import { forget, rateLimits } from '@/features/rateLimit.server'
import { runSql, sql } from '@/lib/db/sql'
import { serverLog } from '@/runtime/log.mjs'
import { outboxDir } from '@/lib/paths'
import type { ServiceRequest, User } from '@/payload-types'

import { createStaff } from '../admin/admin-helpers'
import { call, freshAddress, freshMobile, lastSmsCode, smsOutbox } from '../support/api'
import { createMemberWithSession } from '../support/fixtures'
import { sample } from '../support/metrics'
import { sampleIn } from '../support/prometheusText'
import { serviceRequestBody } from '../support/serviceRequestBody'
import { testPayload } from '../support/payload'
import { catchSiteLog } from '../support/siteLog'

const serviceCall = (name: string) => (request: Request) => answerCall(request, ['serviceRequest', name]) as Promise<Response>
const submit = serviceCall('submit')
const answerQuote = serviceCall('answerQuote')

let payload: Payload
let staff: User
const servers: Server[] = []

beforeAll(async () => {
  payload = await testPayload()
  staff = await createStaff(payload, 'sms-budgets@example.com', 'editor')
})

afterEach(() => {
  vi.unstubAllEnvs()
})

afterAll(() => {
  for (const server of servers) server.close()
})

/** A new day: the texts' and notice mails' counters start again (those of the tests before too). */
const newDay = () => runSql(payload, sql`DELETE FROM "rate_limits" WHERE "key" LIKE 'sms%' OR "key" LIKE 'mail-notice%'`)

/** The service notices the outbox SMS provider "sent" to this mobile. */
const noticesTo = async (mobile: string) => (await smsOutbox(mobile)).filter((text) => text.purpose === 'serviceNotice')

/** The notice mails written to the outbox to this address. */
async function mailsTo(address: string): Promise<{ to: string; subject: string }[]> {
  const text = await readFile(path.join(outboxDir, 'mail.jsonl'), 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; subject: string })
    .filter((mail) => mail.to === address)
}

/** How much `name{labels}` grew while `act` ran. */
async function growth(name: string, labels: Record<string, string>, act: () => Promise<unknown>) {
  const before = await sample(name, labels)
  await act()
  return (await sample(name, labels)) - before
}

/** A member's repair request, from an address of its own (a member needs no code). */
async function memberRequest(token: string, email = 'buyer@example.com'): Promise<string> {
  const body = serviceRequestBody({ mobile: freshMobile(), name: '李工', company: '封测厂' }, { email })
  const reply = await call(submit, body, { headers: { UserToken: token }, address: freshAddress() })
  expect(reply.body).toMatchObject({ code: 1, data: { status: 'requested' } })
  return (reply.body.data as { rma: string }).rma
}

async function stored(rma: string): Promise<ServiceRequest> {
  const { docs } = await payload.find({ collection: 'service-requests', where: { rma: { equals: rma } }, depth: 0 })
  return docs[0]
}

const moveAsStaff = async (rma: string, status: ServiceRequest['status'], data: Partial<ServiceRequest> = {}) =>
  payload.update({
    collection: 'service-requests',
    id: (await stored(rma)).id,
    data: { ...data, status },
    user: staff,
    overrideAccess: false,
  })

/** The workshop's moves up to the quote, each of which the customer hears of. */
const staffMoves: [ServiceRequest['status'], Partial<ServiceRequest>][] = [
  ['received', {}],
  ['inspected', { findings: 'Seal worn', noteForCustomer: 'The seal needs replacing' }],
  ['quoted', { quote: { amount: 4800, currency: 'CNY', leadTimeDays: 10 } }],
]

/** A visitor asks for a code from an address of their own: the reply's body. */
const askCode = async (mobile = freshMobile(), purpose = 'register', address = freshAddress()) =>
  (await call(sendCode, { mobile, purpose }, { address })).body

describe('the site-wide daily SMS ceiling', () => {
  it('stops notices past their share of it; the request is stored, its mail sent, the held notice logged and counted', async () => {
    await newDay()
    vi.stubEnv('SMS_DAILY_LIMIT', '4')
    const members = await Promise.all([1, 2, 3].map(() => createMemberWithSession(payload)))
    const rmas = [await memberRequest(members[0].token), await memberRequest(members[1].token)]
    expect(await noticesTo(members[0].member.mobile)).toHaveLength(1)
    expect(await noticesTo(members[1].member.mobile)).toHaveLength(1)

    const log = catchSiteLog()
    try {
      const held = await growth('site_sms_held_total', { kind: 'notice', limit: 'sms-notice:day' }, async () =>
        rmas.push(await memberRequest(members[2].token, 'third@example.com')),
      )
      expect(held).toBe(1)
      const masked = `${members[2].member.mobile.slice(0, 3)}****${members[2].member.mobile.slice(-4)}`
      expect(log.text()).toContain(`[sms] the ${rmas[2]} requested notice to ${masked} not sent: the budget sms-notice:day (2) is spent`)
    } finally {
      log.restore()
    }
    expect(await noticesTo(members[2].member.mobile)).toEqual([])
    expect(await stored(rmas[2])).toMatchObject({ status: 'requested', member: members[2].member.id })
    expect((await mailsTo('third@example.com')).map((mail) => mail.subject).join()).toContain(rmas[2])
  })

  it('keeps the rest for codes: registration codes go out after the notices used their share, until the ceiling', async () => {
    await newDay()
    vi.stubEnv('SMS_DAILY_LIMIT', '4')
    for (let i = 0; i < 3; i++) await memberRequest((await createMemberWithSession(payload)).token)

    const first = freshMobile()
    const second = freshMobile()
    expect(await askCode(first)).toMatchObject({ code: 1 })
    expect(await askCode(second, 'serviceRequest')).toMatchObject({ code: 1 })
    expect(await lastSmsCode(first)).toMatch(/^\d{6}$/)
    expect(await lastSmsCode(second)).toMatch(/^\d{6}$/)

    const third = freshMobile()
    const held = await growth('site_sms_held_total', { kind: 'code', limit: 'sms:day' }, async () => {
      expect(await askCode(third)).toEqual({ code: 0, msg: '今日短信发送量已达网站上限，请明天再试或致电我们', data: {} })
    })
    expect(held).toBe(1)
    expect(await smsOutbox(third)).toEqual([])
    // a reset for an unknown number sends nothing, and answers as a real one would
    expect(await askCode(freshMobile(), 'reset')).toEqual({ code: 0, msg: '今日短信发送量已达网站上限，请明天再试或致电我们', data: {} })

    // a larger ceiling (the operator raised it): the same number gets its code at once
    vi.stubEnv('SMS_DAILY_LIMIT', '5')
    expect(await askCode(third)).toMatchObject({ code: 1 })
  })
})

describe('notice budgets', () => {
  it("count a member's own requests and quote answers against the member, and every notice against the number", async () => {
    await newDay()
    const { member, token } = await createMemberWithSession(payload)
    const rmas: string[] = []
    for (let i = 0; i < rateLimits.noticesPerMember.limit; i++) rmas.push(await memberRequest(token))
    expect(await noticesTo(member.mobile)).toHaveLength(rateLimits.noticesPerMember.limit)

    const heldOfMember = await growth('site_sms_held_total', { kind: 'notice', limit: rateLimits.noticesPerMember.name }, async () =>
      rmas.push(await memberRequest(token)),
    )
    expect(heldOfMember).toBe(1)
    expect(await noticesTo(member.mobile)).toHaveLength(rateLimits.noticesPerMember.limit)
    expect(await stored(rmas.at(-1) ?? '')).toMatchObject({ status: 'requested', member: member.id })

    // staff's moves are no move of the member's: they count against the number only
    for (const [status, data] of staffMoves) await moveAsStaff(rmas[0], status, data)
    expect(await noticesTo(member.mobile)).toHaveLength(rateLimits.noticesPerMember.limit + staffMoves.length)
    // the member's answer to the quote is the member's own again
    const answered = await call(
      answerQuote,
      { rma: rmas[0], decision: 'approve' },
      { headers: { UserToken: token }, address: freshAddress() },
    )
    expect(answered.body).toMatchObject({ code: 1, data: { status: 'approved' } })
    expect((await noticesTo(member.mobile)).map((notice) => notice.status)).not.toContain('approved')

    // staff go on moving the other requests until the number has heard its day's notices
    const moves = rmas.slice(1).flatMap((rma) => staffMoves.map((move) => [rma, ...move] as const))
    while ((await noticesTo(member.mobile)).length < rateLimits.noticesPerMobile.limit) {
      const [rma, status, data] = moves.shift() ?? []
      if (!rma || !status) throw new Error('not enough moves to spend the number’s budget')
      await moveAsStaff(rma, status, data)
    }
    const [rma, status, data] = moves.shift() ?? []
    if (!rma || !status) throw new Error('no move left')
    const heldOfNumber = await growth('site_sms_held_total', { kind: 'notice', limit: rateLimits.noticesPerMobile.name }, () =>
      moveAsStaff(rma, status, data),
    )
    expect(heldOfNumber).toBe(1)
    expect(await noticesTo(member.mobile)).toHaveLength(rateLimits.noticesPerMobile.limit)
    expect((await stored(rma)).status).toBe(status)
  })

  it('mail a typed-in address, which nobody confirmed, at most its day’s notices, whoever sends the requests', async () => {
    await newDay()
    const address = `nobody-confirmed-${Date.now()}@example.com`
    const members = await Promise.all([1, 2].map(() => createMemberWithSession(payload)))
    const limit = rateLimits.noticeMailsPerAddress.limit
    for (let i = 0; i < limit; i++) await memberRequest(members[i % 2].token, address)
    expect(await mailsTo(address)).toHaveLength(limit)
    const held = await growth('site_mail_held_total', { limit: rateLimits.noticeMailsPerAddress.name }, async () => {
      const rma = await memberRequest(members[0].token, address)
      expect(await stored(rma)).toMatchObject({ status: 'requested', email: address })
    })
    expect(held).toBe(1)
    expect(await mailsTo(address)).toHaveLength(limit)
  })
})

describe('codes from one address or to one number', () => {
  /** An hour passes for the address and the numbers: their hourly counters start again. */
  const anHourLater = async (address: string, mobiles: string[]) => {
    for (const limit of [rateLimits.smsPerAddress, rateLimits.mobileLookupsPerAddress]) await forget(payload, limit, address)
    for (const mobile of mobiles)
      for (const limit of [rateLimits.smsResend, rateLimits.smsPerMobile, rateLimits.mobileLookupsPerMobile])
        await forget(payload, limit, mobile)
  }

  it('take at most their day’s share, so one visitor cannot spend the ceiling for everyone', async () => {
    await newDay()
    const address = freshAddress()
    for (let i = 0; i < rateLimits.smsPerAddressPerDay.limit; i++) {
      if (i % rateLimits.smsPerAddress.limit === 0) await anHourLater(address, [])
      expect(await askCode(freshMobile(), 'register', address)).toMatchObject({ code: 1 })
    }
    await anHourLater(address, [])
    const refused = await call(sendCode, { mobile: freshMobile() }, { address, lang: 'en' })
    expect(refused.body.msg).toMatch(/^As many codes as allowed in a day have been requested, please try again in 2\d hours$/)
    expect(await askCode(freshMobile())).toMatchObject({ code: 1 })

    const mobile = freshMobile()
    for (let i = 0; i < rateLimits.smsPerMobilePerDay.limit; i++) {
      await anHourLater(address, [mobile])
      expect(await askCode(mobile)).toMatchObject({ code: 1 })
    }
    await anHourLater(address, [mobile])
    expect((await askCode(mobile)).msg).toMatch(/^获取验证码的次数已达每日上限，请 2\d 小时后再试$/)
  })
})

describe('the operator', () => {
  it('reads the day’s texts against the ceiling on /metrics, as every instance counts them', async () => {
    await newDay()
    vi.stubEnv('SMS_DAILY_LIMIT', '300')
    const { reportSmsDay } = await import('@/features/sendingBudgets.server')
    reportSmsDay(payload)
    const server = await serveMetrics({ port: 0, host: '127.0.0.1' }, serverLog())
    if (!server) throw new Error('the metrics server did not start')
    servers.push(server)
    const scrape = async () => (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`)).text()

    expect(await askCode()).toMatchObject({ code: 1 })
    await memberRequest((await createMemberWithSession(payload)).token)
    // another instance's text: it counts in the shared table, not in this process
    await runSql(payload, sql`UPDATE "rate_limits" SET "points" = "points" + 1 WHERE "key" LIKE 'sms:day:%'`)

    const figures = await scrape()
    expect(sampleIn(figures, 'site_sms_daily_limit')).toBe(300)
    expect(sampleIn(figures, 'site_sms_sent_today', { kind: 'all' })).toBe(3)
    expect(sampleIn(figures, 'site_sms_sent_today', { kind: 'notice' })).toBe(1)
    expect(figures).toContain('# HELP site_sms_held_total Texts not handed to the SMS provider because a budget was spent')
  })
})
