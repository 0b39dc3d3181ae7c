import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'

import { POST as share } from '@/api/calls/quote.share'
import { findSharedQuoteList, readSharedQuoteList } from '@/features/quote/quoteShares.server'
import { rateLimits } from '@/features/rateLimit.server'
import { purgeExpiredRows } from '@/jobs/purgeExpired'
import { loggedPath } from '@/runtime/log.mjs'

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

afterEach(() => {
  vi.useRealTimers()
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
  expect(await readSharedQuoteList(payload, data.code, freshAddress())).toEqual({ found: true, lines })
})

it('an unknown code and an expired list read as nothing', async () => {
  expect(await readSharedQuoteList(payload, 'ACDEFGHJ', freshAddress())).toEqual({ found: false })
  const reply = await call(share, { lines }, { address: freshAddress() })
  const { code } = reply.body.data as { code: string }
  await payload.update({
    collection: 'quote-shares',
    where: { code: { equals: code } },
    data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
    overrideAccess: true,
  })
  expect(await findSharedQuoteList(payload, code)).toBeNull()
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
  expect(await findSharedQuoteList(payload, live)).toEqual(lines)
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

/** The `index`th code of the shares' alphabet: what a scan of the share links tries, one after another. */
const guessedCode = (index: number) =>
  Array.from({ length: 8 }, (_, place) => 'ACDEFGHJKMNPQRTUVWXY34679'[Math.floor(index / 25 ** place) % 25]).join('')

it('an address guessing share codes is refused after a few unknown ones, while found lists cost it nothing', async () => {
  const scanner = freshAddress()
  const { code } = (await call(share, { lines }, { address: freshAddress() })).body.data as { code: string }
  // a visitor who has the link opens it as often as they like
  for (let read = 0; read < rateLimits.unknownQuoteSharesPerAddress.limit + 5; read++) {
    expect(await readSharedQuoteList(payload, code, scanner)).toEqual({ found: true, lines })
  }
  const answers = []
  for (let guess = 0; guess < 120; guess++) answers.push(await readSharedQuoteList(payload, guessedCode(guess), scanner))
  const notFound = answers.filter((answer) => !answer.found && !('refusedForMinutes' in answer)).length
  expect(notFound).toBe(rateLimits.unknownQuoteSharesPerAddress.limit)
  expect(answers.slice(notFound)).toEqual(Array(120 - notFound).fill({ found: false, refusedForMinutes: 60 }))
  // refused, a real code reads as refused too (a scan learns nothing), from another address it opens
  expect(await readSharedQuoteList(payload, code, scanner)).toEqual({ found: false, refusedForMinutes: 60 })
  expect(await readSharedQuoteList(payload, code, freshAddress())).toEqual({ found: true, lines })
})

it('one address keeps a bounded number of shares, in the visitor’s language', async () => {
  const address = freshAddress()
  const { limit } = rateLimits.quoteSharesKeptPerAddress
  const start = Date.now()
  vi.useFakeTimers({ toFake: ['Date'] })
  for (let shared = 0; shared < limit; shared++) {
    // an hour apart every 30 shares: the hourly limit is not what stops it
    vi.setSystemTime(start + Math.floor(shared / rateLimits.quoteSharesPerAddress.limit) * 61 * 60_000)
    expect((await call(share, { lines }, { address })).body.code, `share ${shared + 1}`).toBe(1)
  }
  vi.setSystemTime(start + 30 * 24 * 60 * 60_000)
  const before = (await payload.count({ collection: 'quote-shares' })).totalDocs
  const refused = await call(share, { lines }, { address, lang: 'en' })
  expect(refused.body).toEqual({
    code: 0,
    msg: `One network address can share at most ${limit} quote lists in 90 days; please send your quote list with a message instead`,
    data: {},
  })
  const refusedZh = await call(share, { lines }, { address })
  expect(refusedZh.body.msg).toBe(`同一网络地址 90 天内最多分享 ${limit} 份询价清单，请直接随留言发送询价清单`)
  expect((await payload.count({ collection: 'quote-shares' })).totalDocs).toBe(before)
  // another address shares as before
  expect((await call(share, { lines }, { address: freshAddress() })).body.code).toBe(1)
})

it('the request logs hide a shared list’s code, as they hide the other secret addresses', () => {
  for (const [path, logged] of [
    ['/quoteList/ACDEFGHJ', '/quoteList/[hidden]'],
    ['/en/quoteList/ACDEFGHJ?_rsc=1x2y', '/en/quoteList/[hidden]?_rsc=1x2y'],
    ['/QUOTELIST/ACDEFGHJ', '/QUOTELIST/[hidden]'],
  ]) {
    expect(loggedPath(path)).toBe(logged)
  }
  // nginx's access log: the map of deploy/nginx/site.conf, read with the same regular expressions
  const conf = readFileSync('deploy/nginx/site.conf', 'utf8')
  const map = /map \$request \$site_logged_request \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? ''
  const rules = [...map.matchAll(/"~(\*?)(.+)" "\$\{site_before\}\[hidden\]\$\{site_after\}";/g)].map(
    ([, caseless, pattern]) => new RegExp(pattern, caseless ? 'i' : ''),
  )
  const nginxLogged = (request: string) => {
    const rule = rules.find((candidate) => candidate.test(request))
    const groups = rule?.exec(request)?.groups
    return groups ? `${groups.site_before}[hidden]${groups.site_after}` : request
  }
  expect(nginxLogged('GET /quoteList/ACDEFGHJ HTTP/1.1')).toBe('GET /quoteList/[hidden] HTTP/1.1')
  expect(nginxLogged('GET /en/quotelist/ACDEFGHJ?x=1 HTTP/2.0')).toBe('GET /en/quotelist/[hidden]?x=1 HTTP/2.0')
  expect(nginxLogged('GET /files/datasheet/abc HTTP/1.1')).toBe('GET /files/datasheet/[hidden] HTTP/1.1')
  expect(nginxLogged('GET /productFinder HTTP/1.1')).toBe('GET /productFinder HTTP/1.1')
})
