import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures } from '@/admin/dashboardFigures'
import { listLink } from '@/components/admin/Dashboard/listLink'
import type { Member, User } from '@/payload-types'

import { createMember, createStaff } from './admin-helpers'
import { testPayload } from '../support/payload'

let payload: Payload
let editor: User

const DAY = 86_400_000
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

async function backdate(collection: 'enquiries' | 'members' | 'download-log', id: number, createdAt: string) {
  await payload.update({ collection, id, data: { createdAt } })
}

beforeAll(async () => {
  payload = await testPayload()
  editor = await createStaff(payload, 'editor@example.com', 'editor')
  const enquiry = {
    status: 'new',
    salutation: 'Ms.',
    familyName: '赵',
    firstName: '敏',
    mobile: '1',
    email: 'z@example.com',
    country: '中国',
    content: '你好',
    consent: true,
  } as const

  await payload.create({ collection: 'enquiries', data: enquiry })
  await payload.create({ collection: 'enquiries', data: { ...enquiry, status: 'done' } })
  const old = await payload.create({ collection: 'enquiries', data: enquiry })
  await backdate('enquiries', old.id, daysAgo(10))

  const members: Member[] = [await createMember(payload), await createMember(payload)]
  await backdate('members', members[1].id, daysAgo(40))

  const valve = await payload.create({ collection: 'downloads', data: { title: '闸阀样本', type: '1', itemId: 6 } })
  const chiller = await payload.create({
    collection: 'downloads',
    data: { title: '冷水机样本', type: '5', itemId: 30 },
  })
  for (const download of [valve.id, valve.id, chiller.id]) {
    await payload.create({ collection: 'download-log', data: { member: members[0].id, download } })
  }
  const stale = await payload.create({
    collection: 'download-log',
    data: { member: members[0].id, download: chiller.id },
  })
  await backdate('download-log', stale.id, daysAgo(31))
  const stale2 = await payload.create({
    collection: 'download-log',
    data: { member: members[0].id, download: chiller.id },
  })
  await backdate('download-log', stale2.id, daysAgo(45))
})

describe('the editors’ dashboard', () => {
  it('counts this week’s enquiries and members, open enquiries and the month’s top downloads', async () => {
    const figures = await dashboardFigures(payload, editor, 'zh')
    expect(figures.enquiriesLast7Days).toBe(2)
    expect(figures.newEnquiries).toBe(2)
    expect(figures.newMembersLast7Days).toBe(1)
    expect(figures.downloadsLast30Days).toBe(3)
    expect(figures.topDownloads).toEqual([
      expect.objectContaining({ title: '闸阀样本', itemId: 6, count: 2 }),
      expect.objectContaining({ title: '冷水机样本', itemId: 30, count: 1 }),
    ])
  })

  it('links into lists with the filter Payload’s list view reads', () => {
    expect(listLink('/admin', 'enquiries', [{ status: { equals: 'new' } }])).toBe(
      '/admin/collections/enquiries?where%5Bor%5D%5B0%5D%5Band%5D%5B0%5D%5Bstatus%5D%5Bequals%5D=new',
    )
    expect(listLink('/admin', 'members')).toBe('/admin/collections/members')
  })
})
