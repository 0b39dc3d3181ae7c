import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { guardedSchedulePublish } from '@/admin/schedulePublishGuard'
import type { User } from '@/payload-types'

import { createStaff } from './admin-helpers'
import { testPayload } from '../support/payload'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  await createStaff(payload, 'schedule-admin@example.com', 'admin')
  editor = await createStaff(payload, 'schedule-editor@example.com', 'editor')
})

/** What the admin's schedule drawer sends to its server function. */
async function schedule(type: 'publish' | 'unpublish', id: number, inMinutes: number) {
  const req = await createLocalReq({ user: editor }, payload)
  const args = {
    type,
    doc: { relationTo: 'articles' as const, value: String(id) },
    date: minutesFromNow(inMinutes),
    req,
  }
  return (await guardedSchedulePublish(args as Parameters<typeof guardedSchedulePublish>[0])) as { error?: string }
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)

async function scheduledTypes(id: number): Promise<string[]> {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: String(id) } }],
    },
    sort: 'waitUntil',
  })
  return jobs.docs.map((job) => (job.input as { type: string }).type)
}

async function draft(title: string) {
  return payload.create({
    collection: 'articles',
    data: { title, _status: 'draft' },
    draft: true,
  })
}

describe('scheduling from the admin', () => {
  it('refuses to unpublish a draft that was never published', async () => {
    const article = await draft('从未发布的草稿')
    expect((await schedule('unpublish', article.id, 60)).error).toMatch(/尚未发布/)
    expect(await scheduledTypes(article.id)).toEqual([])
  })

  it('unpublishes a draft later when its publication is scheduled before', async () => {
    const article = await draft('限时新闻')
    expect((await schedule('publish', article.id, 60)).error).toBeUndefined()
    expect((await schedule('unpublish', article.id, 30)).error).toMatch(/尚未发布/)
    expect((await schedule('unpublish', article.id, 120)).error).toBeUndefined()
    expect(await scheduledTypes(article.id)).toEqual(['publish', 'unpublish'])
  })

  it('unpublishes a published article', async () => {
    const article = await payload.create({
      collection: 'articles',
      data: { title: '已发布新闻', _status: 'published' },
    })
    expect((await schedule('unpublish', article.id, 60)).error).toBeUndefined()
    expect(await scheduledTypes(article.id)).toEqual(['unpublish'])
  })
})
