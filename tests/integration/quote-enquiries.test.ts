import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as download } from '@/api/calls/product.download'
import { POST as feedback } from '@/api/calls/user.feedback'
import { GET as datasheet } from '@/app/files/datasheet/[grant]/route'

import { call, freshAddress } from '../support/api'
import { createMemberWithSession } from '../support/fixtures'
import { testPayload } from '../support/payload'

// The captcha is verified for real in enquiry-captcha.test.ts; here a solved one is the word 'solved'.
vi.mock('@/features/enquiries/captcha', async (original) => ({
  ...(await original<typeof import('@/features/enquiries/captcha')>()),
  verifyCaptcha: async (_payload: unknown, altcha: unknown) => altcha === 'solved',
}))

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'downloads',
    locale: 'zh',
    data: { itemId: 8, title: '超高真空角阀技术资料', type: '1' },
  })
  // saving the product builds its datasheets (zh and en) from the specifications
  const valve = await payload.create({
    collection: 'vacuum-valves',
    locale: 'zh',
    data: {
      pageNumber: 4,
      productId: 8,
      name: 'UHV',
      title: '超高真空角阀',
      specs: {
        family: 'angle',
        sizes: [16, 25, 40, 63],
        flanges: ['CF'],
        actuation: ['pneumatic', 'manual'],
        pressureMin: 1e-11,
        pressureMax: 2000,
        leakRate: 1e-10,
        bakeout: 250,
        bodyMaterials: ['316L'],
        sealMaterials: ['FKM', 'metal'],
      },
    },
  })
  // a product's name is its record's title, in each language (decision 017)
  await payload.update({ collection: 'vacuum-valves', id: valve.id, locale: 'en', data: { title: 'UHV Angle Valve' } })
})

const enquiry = (items: unknown) => ({
  nickname: 'Ms.',
  familyname: 'Li',
  firstname: 'Hua',
  mobile: '+86 139 1234 5678',
  content: 'Please quote the lines of my list.',
  country: 'Germany',
  email: 'li.hua@example.com',
  consent: true,
  altcha: 'solved',
  items,
})

const line = (overrides: Record<string, unknown> = {}) => ({
  product: 'vacuum-valves:UHV',
  size: 40,
  flange: 'CF',
  quantity: 2,
  ...overrides,
})

describe('a visitor sends a quote list with the enquiry', () => {
  it('stores the lines with the product names in both languages', async () => {
    const reply = await call(feedback, enquiry([line(), line({ size: 63, quantity: 9999, note: 'bake-out jacket' })]), {
      address: freshAddress(),
    })
    expect(reply.body).toEqual({ code: 1, msg: '发送成功', data: {} })
    const { docs } = await payload.find({ collection: 'enquiries', sort: '-createdAt', limit: 1 })
    expect(docs[0].items).toMatchObject([
      {
        product: 'vacuum-valves:UHV',
        productTitle: '超高真空角阀 / UHV Angle Valve',
        size: 40,
        flange: 'CF',
        quantity: 2,
      },
      { size: 63, quantity: 9999, note: 'bake-out jacket' },
    ])
  })

  it('is refused with a clear message for a size the product does not come in', async () => {
    const reply = await call(feedback, enquiry([line(), line({ size: 100 })]), { address: freshAddress(), lang: 'en' })
    expect(reply.body).toEqual({
      code: 0,
      msg: 'UHV Angle Valve does not come in DN100 (available: DN16, DN25, DN40, DN63)',
      data: {},
    })
    const zh = await call(feedback, enquiry([line({ size: 100 })]), { address: freshAddress() })
    expect(zh.body.msg).toBe('超高真空角阀 没有 DN100 规格（可选：DN16, DN25, DN40, DN63）')
    const noSize = await call(feedback, enquiry([line({ size: null })]), { address: freshAddress(), lang: 'en' })
    expect(noSize.body.msg).toBe('Choose a size for UHV Angle Valve (available: DN16, DN25, DN40, DN63)')
  })

  it('checks the lines before the captcha, which stays the last thing checked', async () => {
    const reply = await call(feedback, { ...enquiry([line({ quantity: 0 })]), altcha: undefined }, { address: freshAddress() })
    expect(reply.body).toEqual({ code: 0, msg: '询价数量须为 1 至 9999 的整数', data: {} })
  })

  it('is refused for a flange, a product or a quantity out of range, and for more than 50 lines', async () => {
    const en = { address: freshAddress(), lang: 'en' }
    expect((await call(feedback, enquiry([line({ flange: 'ISO-K' })]), en)).body.msg).toMatch(
      /^UHV Angle Valve does not come with a ISO-K flange/,
    )
    expect((await call(feedback, enquiry([line({ product: 'vacuum-valves:nope' })]), en)).body.msg).toBe(
      'A product in the quote list does not exist: vacuum-valves:nope',
    )
    expect((await call(feedback, enquiry([line({ quantity: 0 })]), en)).body.msg).toBe(
      'Each quantity must be a whole number from 1 to 9,999',
    )
    expect((await call(feedback, enquiry([line({ quantity: 10000 })]), en)).body.msg).toBe(
      'Each quantity must be a whole number from 1 to 9,999',
    )
    expect((await call(feedback, enquiry(Array.from({ length: 51 }, () => line())), en)).body.msg).toBe(
      'A quote list holds at most 50 lines',
    )
    expect((await call(feedback, enquiry('three valves'), en)).body.code).toBe(0)
  })

  it('still accepts an enquiry without items, as the contract always did', async () => {
    const plain: Record<string, unknown> = enquiry(undefined)
    delete plain.items
    expect((await call(feedback, plain, { address: freshAddress() })).body.code).toBe(1)
  })
})

describe('a member downloads a generated datasheet', () => {
  it('gets the PDF built from the specifications in the language of the request', async () => {
    const sheets = await payload.find({ collection: 'datasheets', where: { 'generated.itemId': { equals: 8 } } })
    expect(sheets.docs.map((d) => d.generated?.locale).sort()).toEqual(['en', 'zh'])

    const { token } = await createMemberWithSession(payload)
    const reply = await call(download, { id: 8 }, { headers: { UserToken: token }, lang: 'en' })
    expect(reply.body.code).toBe(1)
    const path = reply.body.data as string
    const file = await datasheet(new Request(`http://localhost${path}`), {
      params: Promise.resolve({ grant: path.split('/').pop() ?? '' }),
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/vacuum-valves-UHV-en\.pdf/)
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
  })
})

describe('the datasheets follow the company and the catalogue', () => {
  async function grantedText(token: string, lang: 'zh' | 'en') {
    const reply = await call(download, { id: 8 }, { headers: { UserToken: token }, lang })
    if (reply.body.code !== 1) return null
    const path = reply.body.data as string
    const file = await datasheet(new Request(`http://localhost${path}`), {
      params: Promise.resolve({ grant: path.split('/').pop() ?? '' }),
    })
    if (file.status !== 200) return null
    const pdf = join(mkdtempSync(join(tmpdir(), 'datasheet-')), 'sheet.pdf')
    writeFileSync(pdf, Buffer.from(await file.arrayBuffer()))
    return execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' })
  }

  /** What the server's job runner does every ten seconds (the saves queue the rebuild), until nothing is left. */
  async function runQueuedJobs() {
    for (let round = 0; round < 5; round++) if ((await payload.jobs.run()).noJobsRemaining) return
  }

  it('prints the service phone an editor changed in the site settings', async () => {
    const { token } = await createMemberWithSession(payload)
    await payload.updateGlobal({ slug: 'site-settings', locale: 'zh', data: { companyName: '测试公司', servicePhone: '021-5555 0101' } })
    await runQueuedJobs()
    expect(await grantedText(token, 'zh')).toContain('021-5555 0101')

    // two saves in quick succession: the datasheets end with the second, built once
    const info = vi.spyOn(payload.logger, 'info')
    await payload.updateGlobal({ slug: 'site-settings', locale: 'zh', data: { servicePhone: '021-5555 0202' } })
    await payload.updateGlobal({ slug: 'site-settings', locale: 'zh', data: { servicePhone: '021-5555 0303' } })
    await runQueuedJobs()
    const rebuilds = info.mock.calls.filter(([message]) => String(message).includes('rebuilt every datasheet'))
    info.mockRestore()
    expect(rebuilds).toHaveLength(1)
    const text = await grantedText(token, 'en')
    expect(text).toContain('021-5555 0303')
    expect(text).not.toContain('021-5555 0202')
    expect(text).not.toContain('021-5555 0101')
  })

  it('stops granting a deleted product’s datasheet', async () => {
    const { token } = await createMemberWithSession(payload)
    expect(await grantedText(token, 'zh')).not.toBeNull()
    const { docs } = await payload.find({ collection: 'vacuum-valves', where: { productId: { equals: 8 } } })
    await payload.delete({ collection: 'vacuum-valves', id: docs[0].id })
    expect((await payload.find({ collection: 'datasheets', where: { 'generated.itemId': { equals: 8 } } })).totalDocs).toBe(0)
    expect(await grantedText(token, 'zh')).toBeNull()
  })
})
