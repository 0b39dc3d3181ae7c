import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { outboxDir } from '@/lib/paths'
import { eraseFromOutbox, rotateOutboxes } from '@/services/outbox'

import { createMember } from '../admin/admin-helpers'
import { freshMobile, lastSmsCode } from '../support/api'
import { testPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const MINUTE = 60_000
const DAY = 86_400_000
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString()

/** Queues a task as its schedule does and lets the queue run it; Payload deletes a job that succeeded. */
async function runTask(task: 'purgeExpired' | 'rotateOutbox' | 'sweepOrphanUploads') {
  const job = await payload.jobs.queue({ task, input: {} })
  await payload.jobs.runByID({ id: job.id })
  const left = await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } } })
  expect(left.docs, `${task} did not succeed`).toEqual([])
}

describe('the housekeeping tasks', () => {
  it('are queued on their schedule, once per queue however often the runners ask', async () => {
    const first = await payload.jobs.handleSchedules()
    expect(first.queued.map((queued) => queued.taskConfig?.slug).toSorted()).toEqual(['purgeExpired', 'rotateOutbox', 'sweepOrphanUploads'])
    // a second instance asking at the same time finds them queued
    const second = await payload.jobs.handleSchedules()
    expect(second.queued).toEqual([])
    const scheduled = await payload.find({ collection: 'payload-jobs', where: { 'meta.scheduled': { equals: true } }, limit: 10 })
    expect(scheduled.docs.every((job) => job.waitUntil && new Date(job.waitUntil).getTime() > Date.now())).toBe(true)
  })

  it('delete expired member sessions, SMS codes, rate-limit windows and month-old failed jobs, and keep the live ones', async () => {
    const member = await createMember(payload)
    const session = (tokenHash: string, expiresAt: string) =>
      payload.create({ collection: 'member-sessions', data: { tokenHash, member: member.id, expiresAt } })
    const code = (expiresAt: string) =>
      payload.create({
        collection: 'sms-codes',
        data: { mobile: freshMobile(), purpose: 'register', codeHash: 'x', expiresAt, attempts: 0 },
      })
    const window = (key: string, expire: string) => payload.create({ collection: 'rate-limits', data: { key, points: 1, expire } })
    const failedJob = (createdAt: string) =>
      payload.create({ collection: 'payload-jobs', data: { taskSlug: 'rotateOutbox', input: {}, hasError: true, createdAt } })

    const expired = [
      ['member-sessions', await session('expired-session', at(-MINUTE))],
      ['sms-codes', await code(at(-2 * DAY))],
      ['rate-limits', await window('purge:expired', at(-MINUTE))],
      ['payload-jobs', await failedJob(at(-31 * DAY))],
    ] as const
    const live = [
      ['member-sessions', await session('live-session', at(DAY))],
      // expired an hour ago: kept a day, so its visitor is told it expired
      ['sms-codes', await code(at(-60 * MINUTE))],
      ['sms-codes', await code(at(5 * MINUTE))],
      ['rate-limits', await window('purge:live', at(MINUTE))],
      ['payload-jobs', await failedJob(at(-DAY))],
    ] as const

    await runTask('purgeExpired')
    const exists = async ([collection, doc]: (typeof expired)[number] | (typeof live)[number]) =>
      (await payload.count({ collection, where: { id: { equals: doc.id } } })).totalDocs === 1
    for (const row of expired) expect(await exists(row), `${row[0]} ${row[1].id}`).toBe(false)
    for (const row of live) expect(await exists(row), `${row[0]} ${row[1].id}`).toBe(true)
  })

  it('show a notification mail whose runner stopped mid-send as failed, for staff to send again', async () => {
    const enquiry = (claimedAt: string) =>
      payload.create({
        collection: 'enquiries',
        data: {
          status: 'new',
          salutation: 'Mr.',
          familyName: 'Zhao',
          firstName: 'Lei',
          mobile: '13912345678',
          email: 'zhao@example.com',
          country: 'China',
          content: '请报价',
          consent: true,
          notification: { status: 'sending', attempts: 1, claimedAt },
        },
      })
    const abandoned = await enquiry(at(-20 * MINUTE))
    const underWay = await enquiry(at(-MINUTE))
    await runTask('purgeExpired')
    const statusOf = async (id: number) => (await payload.findByID({ collection: 'enquiries', id })).notification
    expect(await statusOf(abandoned.id)).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/stopped/) })
    expect(await statusOf(underWay.id)).toMatchObject({ status: 'sending' })
  })

  it('sweep attachments no enquiry claimed within an hour', async () => {
    const orphan = await payload.create({
      collection: 'enquiry-attachments',
      data: { reference: 'f'.repeat(32), originalName: 'old.pdf', kind: 'pdf' },
      file: { data: Buffer.from('%PDF-1.4\n%%EOF\n'), name: `${'f'.repeat(32)}.pdf`, mimetype: 'application/pdf', size: 15 },
    })
    await payload.update({ collection: 'enquiry-attachments', id: orphan.id, data: { createdAt: at(-2 * 60 * MINUTE) } })
    await runTask('sweepOrphanUploads')
    expect((await payload.count({ collection: 'enquiry-attachments', where: { id: { equals: orphan.id } } })).totalDocs).toBe(0)
  })
})

describe('the outbox rotation', () => {
  const limits = { maxBytes: 1024, keepMs: 7 * DAY, smsCodeTtlMs: 5 * MINUTE }
  const line = (record: Record<string, unknown>) => `${JSON.stringify(record)}\n`
  const linesOf = async (file: string) =>
    (await readFile(file, 'utf8').catch(() => ''))
      .split('\n')
      .filter(Boolean)
      .map((text) => JSON.parse(text) as Record<string, string>)

  it('drops expired SMS codes at once and keeps every unexpired one', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    await writeFile(
      path.join(dir, 'sms.jsonl'),
      line({ mobile: '13900000001', code: '111111', at: at(-6 * MINUTE) }) +
        line({ mobile: '13900000002', code: '222222', at: at(-4 * MINUTE) }) +
        line({ mobile: '13900000003', code: '333333', at: at(0) }),
    )
    expect(await rotateOutboxes(limits, Date.now(), dir)).toBe(1)
    expect((await linesOf(path.join(dir, 'sms.jsonl'))).map((record) => record.code)).toEqual(['222222', '333333'])
  })

  it('keeps mail for a week and moves a file over the size limit aside, then deletes it when its lines are old', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    const mail = path.join(dir, 'mail.jsonl')
    const big = 'x'.repeat(600)
    await writeFile(
      mail,
      line({ to: 'a@example.com', text: 'old', at: at(-8 * DAY) }) + line({ to: 'b@example.com', text: big, at: at(-DAY) }),
    )
    await rotateOutboxes(limits, Date.now(), dir)
    expect((await linesOf(mail)).map((record) => record.to)).toEqual(['b@example.com'])

    await writeFile(mail, line({ to: 'c@example.com', text: big, at: at(0) }), { flag: 'a' })
    await rotateOutboxes(limits, Date.now(), dir)
    expect(await linesOf(mail)).toEqual([])
    expect((await linesOf(`${mail}.1`)).map((record) => record.to)).toEqual(['b@example.com', 'c@example.com'])
    expect((await stat(`${mail}.1`)).size).toBeGreaterThan(limits.maxBytes)

    // eight days later every line of the rotated file is past the week
    await rotateOutboxes(limits, Date.now() + 8 * DAY, dir)
    await expect(stat(`${mail}.1`)).rejects.toThrow()
  })

  it('erases a cancelled member from the rotated file too', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'))
    await writeFile(
      path.join(dir, 'sms.jsonl.1'),
      line({ mobile: '13911112222', code: '1', at: at(0) }) + line({ mobile: '13933334444', code: '2', at: at(0) }),
    )
    await eraseFromOutbox(['13911112222'], dir)
    expect((await linesOf(path.join(dir, 'sms.jsonl.1'))).map((record) => record.mobile)).toEqual(['13933334444'])
  })

  it('runs as a job on the site’s outbox, after which the newest code is still there to read', async () => {
    const mobile = freshMobile()
    await mkdir(outboxDir, { recursive: true })
    const sms = path.join(outboxDir, 'sms.jsonl')
    await writeFile(sms, line({ mobile, code: '654321', at: at(-10 * MINUTE) }) + line({ mobile, code: '123456', at: at(-MINUTE) }), {
      flag: 'a',
    })
    await runTask('rotateOutbox')
    expect(await lastSmsCode(mobile)).toBe('123456')
    expect((await linesOf(sms)).filter((record) => record.mobile === mobile)).toHaveLength(1)
  })
})
