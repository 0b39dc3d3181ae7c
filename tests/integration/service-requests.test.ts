import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { type Payload, ValidationError } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as returnForm } from '@/app/files/return-form/[token]/route'
import { dashboardFigures } from '@/admin/dashboardFigures'
import { answerCall } from '@/api/calls'
import { forget, rateLimits } from '@/features/rateLimit.server'
import { POST as sendCode } from '@/api/calls/user.sendCode'
import { outboxDir } from '@/lib/paths'
import type { ServiceRequest, User } from '@/payload-types'

import { cmsApi, createStaff, staffToken } from '../admin/admin-helpers'
import { createMemberWithSession } from '../support/fixtures'
import { call, freshAddress, freshMobile, lastSmsCode } from '../support/api'
import { serviceRequestBody } from '../support/serviceRequestBody'
import { testPayload } from '../support/payload'

const serviceCall = (name: string) => (request: Request) => answerCall(request, ['serviceRequest', name]) as Promise<Response>
const submit = serviceCall('submit')
const track = serviceCall('track')
const answerQuote = serviceCall('answerQuote')

let payload: Payload
let staff: User

beforeAll(async () => {
  payload = await testPayload()
  staff = await createStaff(payload, 'workshop@example.com', 'editor')
})

/** A repair request as the form sends it, with a hazardous-media declaration. */
const repairOf = (mobile: string) =>
  serviceRequestBody(
    { mobile, name: '王工', company: '晶圆厂' },
    {
      processGases: 'NF3',
      contamination: 'hazardous',
      substances: 'NF3, HF residues',
      cleaning: 'Purged with N2 and wiped',
      email: 'wang@example.com',
      returnAddress: '上海市浦东新区张江路 1 号',
      urgency: 'urgent',
    },
  )

interface SmsLine {
  mobile: string
  purpose: string
  rma?: string
  status?: string
}

async function noticesTo(mobile: string): Promise<SmsLine[]> {
  const text = await readFile(path.join(outboxDir, 'sms.jsonl'), 'utf8').catch(() => '')
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SmsLine)
    .filter((line) => line.mobile === mobile && line.purpose === 'serviceNotice')
}

/** A visitor confirms the mobile and sends the request: the reply's data. */
async function sentRequest(mobile = freshMobile(), address = freshAddress()) {
  expect((await call(sendCode, { mobile, purpose: 'serviceRequest' }, { address })).body.code).toBe(1)
  const reply = await call(submit, { ...repairOf(mobile), code: await lastSmsCode(mobile) }, { address })
  expect(reply.body).toMatchObject({ code: 1 })
  return { mobile, address, ...(reply.body.data as { rma: string; status: string; trackPath: string; returnFormPath: string }) }
}

async function stored(rma: string): Promise<ServiceRequest> {
  const { docs } = await payload.find({ collection: 'service-requests', where: { rma: { equals: rma } }, depth: 0 })
  return docs[0]
}

const moveAsStaff = async (rma: string, data: Partial<ServiceRequest>) =>
  payload.update({ collection: 'service-requests', id: (await stored(rma)).id, data, user: staff, overrideAccess: false })

/** What the admin shows at the status field when a save is refused. */
async function refusalOf(saving: Promise<unknown>): Promise<string[]> {
  const error = await saving.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ValidationError)
  return (error as ValidationError).data.errors.map((problem) => problem.message)
}

/** Staff take the request to `quoted`, as the workshop does. */
async function quoted(rma: string) {
  await moveAsStaff(rma, { status: 'received' })
  await moveAsStaff(rma, { status: 'inspected', findings: 'Seal worn', noteForCustomer: 'The seal needs replacing' })
  await moveAsStaff(rma, { status: 'quoted', quote: { amount: 4800, currency: 'CNY', leadTimeDays: 10 } })
}

describe('a visitor sends a service request', () => {
  it('gets an RMA number, the links to tracking and the return form, and the notice by SMS', async () => {
    const sent = await sentRequest()
    expect(sent.rma).toMatch(/^RMA-\d{4}-\d{5}$/)
    expect(sent).toMatchObject({ status: 'requested', trackPath: `/serviceRequest/track?rma=${sent.rma}` })
    expect(sent.returnFormPath).toMatch(/^\/files\/return-form\//)
    expect(await noticesTo(sent.mobile)).toEqual([expect.objectContaining({ rma: sent.rma, status: 'requested' })])
    const request = await stored(sent.rma)
    expect(request).toMatchObject({ status: 'requested', contamination: 'hazardous', substances: 'NF3, HF residues', reviewFlags: [] })
    const mail = await readFile(path.join(outboxDir, 'mail.jsonl'), 'utf8')
    expect(mail).toContain(sent.rma)
    expect(mail).toContain('wang@example.com')
  })

  it('is refused without the right code, and nothing is stored', async () => {
    const mobile = freshMobile()
    const address = freshAddress()
    await call(sendCode, { mobile, purpose: 'serviceRequest' }, { address })
    const wrong = String((Number(await lastSmsCode(mobile)) + 1) % 1_000_000).padStart(6, '0')
    const reply = await call(submit, { ...repairOf(mobile), code: wrong }, { address, lang: 'en' })
    expect(reply.body).toEqual({ code: 0, msg: expect.stringMatching(/code/i), data: { field: 'code' } })
    const missing = await call(submit, { ...repairOf(mobile), substances: '' }, { address, lang: 'en' })
    expect(missing.body).toEqual({ code: 0, msg: 'For hazardous media, please name the substances', data: { field: 'substances' } })
    expect((await payload.count({ collection: 'service-requests', where: { mobile: { equals: mobile } } })).totalDocs).toBe(0)
  })
})

describe('a member sends a service request', () => {
  it('needs no code, is sent under the account’s mobile, and lists their requests without a number', async () => {
    const { member, token } = await createMemberWithSession(payload)
    const headers = { UserToken: token }
    const reply = await call(submit, repairOf(freshMobile()), { headers, address: freshAddress() })
    expect(reply.body).toMatchObject({ code: 1, data: { status: 'requested' } })
    const { rma } = reply.body.data as { rma: string }
    expect(await stored(rma)).toMatchObject({ mobile: member.mobile, member: member.id })
    expect(await noticesTo(member.mobile)).toEqual([expect.objectContaining({ rma, status: 'requested' })])

    const mine = await call(track, {}, { headers, address: freshAddress() })
    expect((mine.body.data as { requests: { rma: string }[] }).requests.map((request) => request.rma)).toEqual([rma])
    const someoneElses = await sentRequest()
    const notMine = await call(track, { rma: someoneElses.rma }, { headers, address: freshAddress() })
    expect(notMine.body.code).toBe(0)
  })
})

describe('tracking', () => {
  it('shows the timeline to the RMA number and mobile together, and nothing to a wrong mobile', async () => {
    const sent = await sentRequest()
    const found = await call(track, { rma: sent.rma.toLowerCase(), mobile: sent.mobile }, { address: freshAddress() })
    expect(found.body.code).toBe(1)
    const [request] = (found.body.data as { requests: Record<string, unknown>[] }).requests
    expect(request).toMatchObject({ rma: sent.rma, status: 'requested', quote: null, canAnswerQuote: false })
    expect(request).not.toHaveProperty('internalNotes')

    const otherMobile = freshMobile()
    const wrong = await call(track, { rma: sent.rma, mobile: otherMobile }, { address: freshAddress(), lang: 'en' })
    const unknown = await call(track, { rma: 'RMA-2026-99999', mobile: otherMobile }, { address: freshAddress(), lang: 'en' })
    expect(wrong.body).toEqual({ code: 0, msg: 'No service request found: please check the RMA number and the mobile number', data: {} })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('stops an address that guesses numbers', async () => {
    const address = freshAddress()
    const mobile = freshMobile()
    const replies = []
    for (let sequence = 1; sequence <= 31; sequence++) {
      replies.push(await call(track, { rma: `RMA-2026-${sequence}`, mobile }, { address, lang: 'en' }))
    }
    expect(replies.at(-1)?.body.msg).toMatch(/too many/i)
  })
})

describe('the staff workflow', () => {
  it('records each move with who and when, and tells the customer of each', async () => {
    const sent = await sentRequest()
    await quoted(sent.rma)
    const request = await stored(sent.rma)
    expect(request.status).toBe('quoted')
    expect(request.history?.map((line) => [line.status, line.by, line.user])).toEqual([
      ['requested', 'customer', null],
      ['received', 'staff', staff.id],
      ['inspected', 'staff', staff.id],
      ['quoted', 'staff', staff.id],
    ])
    expect(request.history?.every((line) => !Number.isNaN(Date.parse(line.at)))).toBe(true)
    expect((await noticesTo(sent.mobile)).map((line) => line.status)).toEqual(['requested', 'received', 'inspected', 'quoted'])

    const found = await call(track, { rma: sent.rma, mobile: sent.mobile }, { address: freshAddress() })
    const [view] = (found.body.data as { requests: Record<string, unknown>[] }).requests
    expect(view).toMatchObject({ findings: 'Seal worn', quote: { amount: 4800, currency: 'CNY', leadTimeDays: 10 }, canAnswerQuote: true })
    expect((view.timeline as { status: string; note: string | null }[]).map((line) => line.note)).toEqual([
      null,
      null,
      'The seal needs replacing',
      null,
    ])
    expect(request.noteForCustomer).toBeNull()
  })

  it('refuses a jump from received to shipped, and a quote answer given by staff', async () => {
    const sent = await sentRequest()
    await moveAsStaff(sent.rma, { status: 'received' })
    expect(await refusalOf(moveAsStaff(sent.rma, { status: 'shipped' }))).toEqual([
      '工单状态为“已收到产品”，不能改为“已寄回”：下一步只能改为“已检测”',
    ])
    await moveAsStaff(sent.rma, { status: 'inspected' })
    await moveAsStaff(sent.rma, { status: 'quoted' })
    expect(await refusalOf(moveAsStaff(sent.rma, { status: 'approved' }))).toEqual(['报价的接受或拒绝须由客户在线确认'])
    expect((await stored(sent.rma)).status).toBe('quoted')
  })
})

describe('a refused change of status, through the REST API the admin saves with', () => {
  /** The admin's language is Payload's `payload-lng` cookie (the account page sets it). */
  const patchStatus = async (rma: string, status: string, language: 'zh' | 'en') =>
    cmsApi('PATCH', `service-requests/${(await stored(rma)).id}`, {
      token: await staffToken(staff.email),
      body: { status },
      headers: { cookie: `payload-lng=${language}` },
    })

  /** A request the customer accepted the quote of, now under repair. */
  async function underRepair(): Promise<string> {
    const { rma } = await sentRequest()
    await quoted(rma)
    await payload.update({
      collection: 'service-requests',
      id: (await stored(rma)).id,
      data: { status: 'approved' },
      context: { quoteDecision: 'approve' },
    })
    await moveAsStaff(rma, { status: 'repairing' })
    return rma
  }

  it.each([
    ['zh', '工单状态为“维修中”，不能改为“已寄回”：下一步只能改为“测试中”'],
    ['en', 'A request at “Repairing” cannot move to “Shipped back”; its next step can only be “Testing”'],
  ] as const)('says why in the editor’s language, in the message and at the field (%s)', async (language, reason) => {
    const rma = await underRepair()
    const reply = await patchStatus(rma, 'shipped', language)
    expect(reply.status).toBe(400)
    expect(await reply.json()).toEqual({
      errors: [
        {
          name: 'ValidationError',
          message: reason,
          data: { collection: 'service-requests', errors: [{ path: 'status', message: reason }] },
        },
      ],
    })
    expect((await stored(rma)).status).toBe('repairing')
  })

  it('names the customer’s answer as the next step of a quote, and a closed request as closed', async () => {
    const { rma } = await sentRequest()
    await quoted(rma)
    const early = await patchStatus(rma, 'repairing', 'en')
    expect(((await early.json()) as { errors: { message: string }[] }).errors[0].message).toBe(
      'A request at “Quoted” cannot move to “Repairing”; the next step is the customer’s answer to the quote, given online',
    )
    const closed = (await sentRequest()).rma
    await moveAsStaff(closed, { status: 'closed' })
    const reopened = await patchStatus(closed, 'received', 'zh')
    expect(((await reopened.json()) as { errors: { message: string }[] }).errors[0].message).toBe('工单已关闭，状态不能再改为“已收到产品”')
  })
})

describe('the staff’s start page', () => {
  it('counts the open requests, those waiting for the customer and those overdue', async () => {
    const before = await dashboardFigures(payload, staff, 'zh')
    await sentRequest()
    const fresh = await sentRequest()
    await moveAsStaff(fresh.rma, { status: 'received' })
    const stuck = await sentRequest()
    await moveAsStaff(stuck.rma, { status: 'received' })
    await moveAsStaff(stuck.rma, { statusSince: new Date(Date.now() - 8 * 86_400_000).toISOString() })
    const done = await sentRequest()
    await moveAsStaff(done.rma, { status: 'closed' })

    const after = await dashboardFigures(payload, staff, 'zh')
    expect(after.openServiceRequests - before.openServiceRequests).toBe(3)
    expect(after.serviceRequestsWaitingForCustomer - before.serviceRequestsWaitingForCustomer).toBe(1)
    expect(after.overdueServiceRequests - before.overdueServiceRequests).toBe(1)
  })
})

describe('the customer answers the quote', () => {
  const answer = async (sent: { rma: string; mobile: string; address: string }, decision: string) => {
    // the customer answers days later: the minute between two codes to one number is long over
    await forget(payload, rateLimits.smsResend, sent.mobile)
    expect((await call(sendCode, { mobile: sent.mobile, purpose: 'serviceRequest' }, { address: freshAddress() })).body.code).toBe(1)
    const code = await lastSmsCode(sent.mobile)
    return call(answerQuote, { rma: sent.rma, mobile: sent.mobile, code, decision }, { address: freshAddress(), lang: 'en' })
  }

  it('approves once; a second answer is refused', async () => {
    const sent = await sentRequest()
    await quoted(sent.rma)
    const approved = await answer(sent, 'approve')
    expect(approved.body).toMatchObject({ code: 1, data: { status: 'approved', canAnswerQuote: false } })
    expect((await stored(sent.rma)).history?.at(-1)).toMatchObject({ status: 'approved', by: 'customer' })
    expect((await noticesTo(sent.mobile)).at(-1)).toMatchObject({ status: 'approved' })

    const again = await call(
      answerQuote,
      { rma: sent.rma, mobile: sent.mobile, code: '000000', decision: 'approve' },
      { address: freshAddress(), lang: 'en' },
    )
    expect(again.body).toEqual({ code: 0, msg: 'You have already accepted this quote', data: {} })
  })

  it('takes one of two answers a member gives at the same instant, and refuses the other by name', async () => {
    const { token } = await createMemberWithSession(payload)
    const headers = { UserToken: token }
    const sent = await call(submit, repairOf(freshMobile()), { headers, address: freshAddress() })
    const { rma } = sent.body.data as { rma: string }
    await quoted(rma)
    const answers = await Promise.all(
      (['approve', 'decline'] as const).map((decision) =>
        call(answerQuote, { rma, decision }, { headers, address: freshAddress(), lang: 'en' }),
      ),
    )
    const taken = answers.filter((reply) => reply.body.code === 1)
    expect(taken).toHaveLength(1)
    const status = (taken[0].body.data as { status: string }).status
    expect((await stored(rma)).status).toBe(status)
    const refused = answers.find((reply) => reply.body.code !== 1)
    expect(refused?.body.msg).toBe(
      status === 'approved'
        ? 'You have already accepted this quote'
        : 'You have declined this quote; it can no longer be accepted or declined',
    )
  })

  it('cannot approve a declined quote', async () => {
    const sent = await sentRequest()
    await quoted(sent.rma)
    expect((await answer(sent, 'decline')).body).toMatchObject({ code: 1, data: { status: 'declined' } })
    const approve = await call(
      answerQuote,
      { rma: sent.rma, mobile: sent.mobile, code: '000000', decision: 'approve' },
      { address: freshAddress(), lang: 'en' },
    )
    expect(approve.body.msg).toBe('You have declined this quote; it can no longer be accepted or declined')
    expect((await stored(sent.rma)).status).toBe('declined')
  })
})

describe('the return form', () => {
  it('is a PDF of the request for a valid link, and a 404 for a changed one', async () => {
    const sent = await sentRequest()
    const token = sent.returnFormPath.split('/').pop() ?? ''
    const open = (value: string) =>
      returnForm(new Request(`http://localhost/files/return-form/${value}`), { params: Promise.resolve({ token: value }) })

    const response = await open(token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    const pdf = await PDFDocument.load(await response.arrayBuffer())
    expect(pdf.getTitle()).toContain(sent.rma)

    const otherNumber = token.replace(
      sent.rma,
      sent.rma.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)),
    )
    expect((await open(otherNumber)).status).toBe(404)
    expect((await open(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).status).toBe(404)
  })
})
