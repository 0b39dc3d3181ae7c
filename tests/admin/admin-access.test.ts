import { type CollectionSlug, createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createMemberSession, memberFromToken } from '@/features/members/sessions'
import type { Member, User } from '@/payload-types'

import { cmsApi, createMember, createStaff, staffToken } from './admin-helpers'
import { testPayload } from '../support/payload'

let payload: Payload
let admin: User
let editor: User
let member: Member

beforeAll(async () => {
  payload = await testPayload()
  // the create-first-user screen cannot grant a role: the first account must become an administrator
  admin = await createStaff(payload, 'first@example.com', 'editor')
  editor = await createStaff(payload, 'editor@example.com', 'editor')
  member = await createMember(payload)
})

describe('staff roles', () => {
  it('makes the first staff account an administrator', () => {
    expect(admin.roles).toEqual(['admin'])
    expect(editor.roles).toEqual(['editor'])
  })

  it('lets an administrator create staff accounts', async () => {
    const created = await payload.create({
      collection: 'users',
      data: { email: 'second-editor@example.com', password: 'long enough 1', roles: ['editor'] },
      overrideAccess: false,
      user: admin,
    })
    expect(created.roles).toEqual(['editor'])
  })

  it('refuses an editor creating, changing or deleting staff accounts', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'intruder@example.com', password: 'long enough 1', roles: ['admin'] },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'users',
        id: admin.id,
        data: { name: 'changed' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow()
    await expect(payload.delete({ collection: 'users', id: admin.id, overrideAccess: false, user: editor })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'users', id: admin.id })).name).not.toBe('changed')
  })

  it('shows an editor only their own account and never lets them raise their role', async () => {
    const seen = await payload.find({ collection: 'users', overrideAccess: false, user: editor })
    expect(seen.docs.map((u) => u.email)).toEqual(['editor@example.com'])

    const self = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { name: 'Renamed', roles: ['admin'] },
      overrideAccess: false,
      user: editor,
    })
    expect(self.name).toBe('Renamed')
    expect(self.roles).toEqual(['editor'])
  })

  it('keeps at least one administrator', async () => {
    await expect(
      payload.update({
        collection: 'users',
        id: admin.id,
        data: { roles: ['editor'] },
        overrideAccess: false,
        user: admin,
      }),
    ).rejects.toThrow(/管理员|administrator/)
    await expect(payload.delete({ collection: 'users', id: admin.id, overrideAccess: false, user: admin })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'users', id: admin.id })).roles).toEqual(['admin'])
  })

  it('lets an editor change the stable ids of pages only as an administrator may', async () => {
    const item = await payload.create({ collection: 'downloads', data: { title: '资料', type: '1', itemId: 7 } })
    const edited = await payload.update({
      collection: 'downloads',
      id: item.id,
      data: { itemId: 99, title: '资料（新）' },
      overrideAccess: false,
      user: editor,
    })
    expect(edited.itemId).toBe(7)
    expect(edited.title).toBe('资料（新）')
    const byAdmin = await payload.update({
      collection: 'downloads',
      id: item.id,
      data: { itemId: 8 },
      overrideAccess: false,
      user: admin,
    })
    expect(byAdmin.itemId).toBe(8)
  })
})

const privateCollections: CollectionSlug[] = [
  'enquiries',
  'members',
  'enquiry-attachments',
  'download-log',
  'datasheets',
  'member-sessions',
  'sms-codes',
  'rate-limits',
  'service-counters',
]

describe('private collections', () => {
  it.each(privateCollections)('refuses %s to a member and to a visitor (Local API)', async (collection) => {
    await expect(payload.find({ collection, overrideAccess: false, user: member })).rejects.toThrow()
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toThrow()
  })

  // the valves' and Presys models' technical data and drawings are what the site keeps for members
  it.each(['enquiries', 'members', 'enquiry-attachments', 'download-log', 'datasheets', 'vacuum-valves', 'presys-models'])(
    'refuses /cms-api/%s to a visitor and serves it to an editor',
    async (collection) => {
      expect((await cmsApi('GET', collection)).status).toBe(403)
      const token = await staffToken('editor@example.com')
      expect((await cmsApi('GET', collection, { token })).status).toBe(200)
    },
  )

  it.each(['media/abc', 'media/secret.key', 'vacuum-valves/NaN', 'articles/1e309'])(
    'answers /cms-api/%s, an id that is no number, with 404 for staff and visitors',
    async (address) => {
      expect((await cmsApi('GET', address)).status).toBe(404)
      const token = await staffToken('editor@example.com')
      expect((await cmsApi('GET', address, { token })).status).toBe(404)
    },
  )

  it('still serves the public products to a visitor', async () => {
    expect((await cmsApi('GET', 'other-products')).status).toBe(200)
  })

  it('refuses a member a Payload login, so no Payload session exists for members', async () => {
    const response = await cmsApi('POST', 'members/login', { body: { username: member.mobile, password: 'abc123' } })
    expect(response.status).toBe(403)
    expect(await response.text()).not.toContain('"token"')
  })

  it('lets only staff run the job queue', async () => {
    const asMember = await createLocalReq({ user: member }, payload)
    await expect(payload.jobs.run({ overrideAccess: false, req: asMember })).rejects.toThrow()
    const asEditor = await createLocalReq({ user: editor }, payload)
    await expect(payload.jobs.run({ overrideAccess: false, req: asEditor })).resolves.toBeDefined()
    expect((await cmsApi('GET', 'payload-jobs')).status).toBe(403)
  })
})

describe('disabling a member', () => {
  it('ends their sessions at once: their token is refused', async () => {
    const someone = await createMember(payload)
    const token = await createMemberSession(payload, someone.id)
    expect((await memberFromToken(payload, token))?.id).toBe(someone.id)

    await payload.update({
      collection: 'members',
      id: someone.id,
      data: { disabled: true },
      overrideAccess: false,
      user: editor,
    })

    expect(await memberFromToken(payload, token)).toBeNull()
    const sessions = await payload.count({ collection: 'member-sessions', where: { member: { equals: someone.id } } })
    expect(sessions.totalDocs).toBe(0)
  })

  it('lets staff disable a member through the admin (REST PATCH)', async () => {
    const someone = await createMember(payload)
    const token = await createMemberSession(payload, someone.id)
    const staff = await staffToken('editor@example.com')
    const response = await cmsApi('PATCH', `members/${someone.id}`, { token: staff, body: { disabled: true } })
    expect(response.status).toBe(200)
    expect(await memberFromToken(payload, token)).toBeNull()
    const sessions = await payload.count({ collection: 'member-sessions', where: { member: { equals: someone.id } } })
    expect(sessions.totalDocs).toBe(0)
  })
})
