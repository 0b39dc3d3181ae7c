import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { cmsApi, createStaff, staffToken } from './admin-helpers'
import { testPayload } from '../support/payload'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  await createStaff(payload, 'history-admin@example.com', 'admin')
  editor = await createStaff(payload, 'history-editor@example.com', 'editor')
})

describe('the history of what editors change', () => {
  it('keeps every save of a page text, and restores an earlier one', async () => {
    // (the title is the page's name, copied from 页面名称 on every save: the introduction changes here)
    const page = await payload.create({ collection: 'text-pages', data: { key: 'about', title: '关于我们', intro: '旧导语' } })
    await payload.update({ collection: 'text-pages', id: page.id, data: { intro: '新导语' }, user: editor, overrideAccess: false })

    const token = await staffToken('history-editor@example.com')
    const response = await cmsApi('GET', `text-pages/versions?where[parent][equals]=${page.id}&sort=-updatedAt`, { token })
    expect(response.status).toBe(200)
    const versions = (await response.json()) as { docs: { id: number; version: { intro: string } }[] }
    expect(versions.docs.map((v) => v.version.intro)).toEqual(['新导语', '旧导语'])

    await payload.restoreVersion({ collection: 'text-pages', id: String(versions.docs[1].id) })
    expect((await payload.findByID({ collection: 'text-pages', id: page.id })).intro).toBe('旧导语')
  })

  it('keeps the site settings’ earlier versions', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { companyName: '旧名称' } })
    await payload.updateGlobal({ slug: 'site-settings', data: { companyName: '新名称' } })
    const versions = await payload.findGlobalVersions({ slug: 'site-settings', sort: '-updatedAt' })
    expect(versions.docs.slice(0, 2).map((v) => v.version.companyName)).toEqual(['新名称', '旧名称'])
  })

  it('hides the versions from visitors', async () => {
    const response = await cmsApi('GET', 'text-pages/versions')
    expect(response.status).toBe(403)
  })
})

describe('article ids', () => {
  it('are never given again after a delete', async () => {
    const first = await payload.create({ collection: 'articles', data: { title: '将被删除', _status: 'published' } })
    await payload.delete({ collection: 'articles', id: first.id })
    const next = await payload.create({ collection: 'articles', data: { title: '新文章', _status: 'published' } })
    expect(next.id).toBeGreaterThan(first.id)
  })
})
