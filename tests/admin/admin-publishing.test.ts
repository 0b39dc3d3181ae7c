import { randomBytes } from 'node:crypto'

import config from '@payload-config'
import type { Payload } from 'payload'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { listArticles } from '@/features/news/articles'
import type { User } from '@/payload-types'

import { createStaff } from './admin-helpers'
import { testPayload } from '../support/payload'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  await createStaff(payload, 'admin@example.com', 'admin')
  editor = await createStaff(payload, 'editor@example.com', 'editor')
})

describe('scheduled publishing', () => {
  it('is run by the server itself: the job queue runs on a timer', async () => {
    const autoRun = (await config).jobs?.autoRun
    expect(Array.isArray(autoRun) && autoRun.some((cron) => (cron.queue ?? 'default') === 'default')).toBe(true)
  })

  it('publishes an editor’s draft when its time comes, not before', async () => {
    const draft = await payload.create({
      collection: 'articles',
      data: { title: '定时发布的新闻', _status: 'draft' },
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(await listArticles(payload, 'zh')).toEqual([])

    // what the admin's "schedule publish" drawer queues
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'articles', value: draft.id },
        user: { relationTo: 'users', value: editor.id },
      },
      waitUntil: new Date(Date.now() + 1500),
    })
    await payload.jobs.run()
    expect((await payload.findByID({ collection: 'articles', id: draft.id }))._status).toBe('draft')

    await new Promise((resolve) => setTimeout(resolve, 1600))
    await payload.jobs.run()
    const published = await payload.findByID({ collection: 'articles', id: draft.id })
    expect(published._status).toBe('published')
    expect(published.publishedAt).toBeTruthy()
    expect((await listArticles(payload, 'zh')).map((a) => a.title)).toEqual(['定时发布的新闻'])
  })

  it('keeps the versions of an article for its history', async () => {
    const article = await payload.create({ collection: 'articles', data: { title: '第一版', _status: 'published' } })
    await payload.update({
      collection: 'articles',
      id: article.id,
      data: { title: '第二版' },
      overrideAccess: false,
      user: editor,
    })
    const versions = await payload.findVersions({ collection: 'articles', where: { parent: { equals: article.id } } })
    expect(versions.docs.map((v) => v.version.title)).toEqual(expect.arrayContaining(['第一版', '第二版']))
  })
})

/** A valid PDF of about this many bytes (random bytes do not compress). */
async function pdf(bytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.addPage()
  await doc.attach(randomBytes(bytes), 'padding.bin', { mimeType: 'application/octet-stream' })
  return Buffer.from(await doc.save())
}

describe('datasheets', () => {
  it('fills size and extension from the file, and again when the file is replaced, keeping the item id', async () => {
    const first = await pdf(100)
    const sheet = await payload.create({
      collection: 'datasheets',
      data: {},
      file: { data: first, mimetype: 'application/pdf', name: 'mgv-agv.pdf', size: first.length },
      overrideAccess: false,
      user: editor,
    })
    const item = await payload.create({
      collection: 'downloads',
      data: { title: 'MGV/AGV 阀门', type: '1', itemId: 1, file: sheet.id },
      overrideAccess: false,
      user: editor,
    })
    expect(item.sizeMb).toBe(0.1)
    expect(item.extension).toBe('pdf')

    const bigger = await pdf(2.5 * 1024 * 1024)
    await payload.update({
      collection: 'datasheets',
      id: sheet.id,
      data: {},
      file: { data: bigger, mimetype: 'application/pdf', name: 'mgv-agv-2026.pdf', size: bigger.length },
      overrideAccess: false,
      user: editor,
    })
    const after = await payload.findByID({ collection: 'downloads', id: item.id, depth: 0 })
    expect(after.itemId).toBe(1)
    expect(after.file).toBe(sheet.id)
    expect(after.sizeMb).toBe(2.5)
  })

  it('refuses a file that is not a PDF', async () => {
    const text = Buffer.from('not a pdf at all')
    await expect(
      payload.create({
        collection: 'datasheets',
        data: {},
        file: { data: text, mimetype: 'text/plain', name: 'notes.txt', size: text.length },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
  })
})
