import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { POST as share } from '@/api/calls/quote.share'
import { readSharedQuoteList } from '@/features/productFinder/quote/quoteShares'
import { purgeExpiredRows } from '@/jobs/purgeExpired'

import { call, freshAddress } from '../support/api'
import { testPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'vacuum-valves',
    locale: 'zh',
    data: {
      pageNumber: 5,
      productId: 81,
      name: 'SHR',
      title: '分享测试角阀',
      specs: {
        family: 'angle',
        sizes: [16, 40],
        flanges: ['CF'],
        actuation: ['manual'],
        pressureMin: 1e-9,
        pressureMax: 2000,
        leakRate: 1e-10,
        bakeout: 150,
        bodyMaterials: ['316L'],
        sealMaterials: ['FKM'],
      },
    },
  })
})

const lines = [
  { product: 'vacuum-valves:SHR', size: 40, flange: 'CF', quantity: 3, note: 'bakeable to 150 °C' },
  { product: 'vacuum-valves:SHR', size: 16, flange: null, quantity: 1, note: '' },
]

it('a shared list is read back with the same lines under the path the reply names', async () => {
  const reply = await call(share, { lines }, { lang: 'en', address: freshAddress() })
  expect(reply.body.code).toBe(1)
  const data = reply.body.data as { code: string; path: string; expiresAt: string }
  expect(data.code).toMatch(/^[A-Z0-9]{8}$/)
  expect(data.code).not.toMatch(/[01OIL]/)
  expect(data.path).toBe(`/quoteList/${data.code}`)
  const days = (new Date(data.expiresAt).getTime() - Date.now()) / 86_400_000
  expect(days).toBeGreaterThan(89.9)
  expect(days).toBeLessThanOrEqual(90)
  expect(await readSharedQuoteList(payload, data.code)).toEqual(lines)
})

it('an unknown code and an expired list read as nothing', async () => {
  expect(await readSharedQuoteList(payload, 'ACDEFGHJ')).toBeNull()
  const reply = await call(share, { lines }, { address: freshAddress() })
  const { code } = reply.body.data as { code: string }
  await payload.update({
    collection: 'quote-shares',
    where: { code: { equals: code } },
    data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  expect(await readSharedQuoteList(payload, code)).toBeNull()
})

it('the housekeeping deletes expired shares and keeps live ones', async () => {
  const shareOne = async () => ((await call(share, { lines }, { address: freshAddress() })).body.data as { code: string }).code
  const [expired, live] = [await shareOne(), await shareOne()]
  await payload.update({
    collection: 'quote-shares',
    where: { code: { equals: expired } },
    data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  await purgeExpiredRows(payload)
  const stored = await payload.find({ collection: 'quote-shares', where: { code: { in: [expired, live] } }, pagination: false })
  expect(stored.docs.map((doc) => doc.code)).toEqual([live])
  expect(await readSharedQuoteList(payload, live)).toEqual(lines)
})

it('an empty list, or one naming a size the product lacks, is refused and not stored', async () => {
  const before = (await payload.count({ collection: 'quote-shares' })).totalDocs
  const empty = await call(share, { lines: [] }, { lang: 'en', address: freshAddress() })
  expect(empty.body).toMatchObject({ code: 0, msg: 'The quote list is empty, there is nothing to share' })
  const wrongSize = await call(share, { lines: [{ ...lines[0], size: 63 }] }, { lang: 'en', address: freshAddress() })
  expect(wrongSize.body.code).toBe(0)
  expect(wrongSize.body.msg).toBe('分享测试角阀 does not come in DN63 (available: DN16, DN40)')
  expect((await payload.count({ collection: 'quote-shares' })).totalDocs).toBe(before)
})
