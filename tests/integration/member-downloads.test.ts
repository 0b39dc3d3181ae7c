import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as download } from '@/api/calls/product.download'
import { GET as datasheet } from '@/app/files/datasheet/[grant]/route'
import { signGrant } from '@/features/downloads/downloads'

import { call } from '../support/api'
import { createDatasheet, createMemberWithSession } from '../support/fixtures'
import { testPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const sheet = await createDatasheet(payload, 'throttle-valve.pdf')
  await payload.create({ collection: 'downloads', locale: 'zh', data: { itemId: 25, title: '节流阀资料', type: '3', file: sheet.id } })
  await payload.create({ collection: 'downloads', locale: 'zh', data: { itemId: 26, title: '控制器资料', type: '3' } })
})

afterEach(() => {
  vi.useRealTimers()
})

const openGrant = (path: string) => {
  const grant = path.split('/').pop() ?? ''
  return datasheet(new Request(`http://localhost${path}`), { params: Promise.resolve({ grant }) })
}

describe('a member downloads a datasheet', () => {
  it('gets a path that serves the PDF, and the download is logged', async () => {
    const { member, token } = await createMemberWithSession(payload)
    const reply = await call(download, { id: 25 }, { headers: { UserToken: token, 'user-agent': 'Vitest Browser' } })
    expect(reply.body).toEqual({
      code: 1,
      msg: '下载链接 5 分钟内有效',
      data: expect.stringMatching(/^\/files\/datasheet\/[\w-]{40,120}$/),
    })

    const file = await openGrant(reply.body.data as string)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="throttle-valve\.pdf"/)
    expect(file.headers.get('cache-control')).toBe('private, no-store')
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')

    const log = await payload.find({ collection: 'download-log', where: { member: { equals: member.id } }, depth: 1 })
    expect(log.docs).toHaveLength(1)
    expect(log.docs[0]).toMatchObject({ ip: '198.51.100.7', userAgent: 'Vitest Browser', download: { itemId: 25 } })
  })

  it('may use the session cookie instead of the UserToken header', async () => {
    const { token } = await createMemberWithSession(payload)
    const reply = await call(download, { id: '25' }, { headers: { cookie: `NEXT_LOCALE=en; member_token=${token}` } })
    expect(reply.body.code).toBe(1)
    expect(reply.body.msg).toBe('The download link is valid for 5 minutes')
  })

  it('is told when an item has no file or does not exist', async () => {
    const { token } = await createMemberWithSession(payload)
    const headers = { UserToken: token }
    expect((await call(download, { id: 26 }, { headers })).body).toEqual({ code: 0, msg: '暂无文件', data: {} })
    expect((await call(download, { id: 999 }, { headers })).body).toEqual({ code: 0, msg: '暂无文件', data: {} })
    expect((await call(download, { id: 'x' }, { headers, lang: 'en' })).body).toEqual({ code: 0, msg: 'No file available', data: {} })
  })
})

describe('a download without a valid session', () => {
  const loginAgain = { code: 401, msg: '请重新登录', data: {} }

  it('answers 401 without a token or with a wrong one', async () => {
    expect((await call(download, { id: 25 })).body).toEqual(loginAgain)
    expect((await call(download, { id: 25 }, { headers: { UserToken: 'not-a-token' } })).body).toEqual(loginAgain)
    expect((await call(download, { id: 25 }, { headers: { UserToken: 'x'.repeat(5000) } })).body).toEqual(loginAgain)
    expect((await call(download, { id: 25 }, { lang: 'en' })).body).toEqual({ code: 401, msg: 'Please log in again', data: {} })
  })

  it('answers 401 once the session has expired (30 days)', async () => {
    const { token } = await createMemberWithSession(payload)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 31 * 86_400_000)
    expect((await call(download, { id: 25 }, { headers: { UserToken: token } })).body).toEqual(loginAgain)
  })

  it('answers 401 for a disabled member and for a deleted one', async () => {
    const disabled = await createMemberWithSession(payload)
    await payload.update({ collection: 'members', id: disabled.member.id, data: { disabled: true } })
    expect((await call(download, { id: 25 }, { headers: { UserToken: disabled.token } })).body).toEqual(loginAgain)

    const deleted = await createMemberWithSession(payload)
    expect((await call(download, { id: 25 }, { headers: { UserToken: deleted.token } })).body.code).toBe(1)
    await payload.delete({ collection: 'members', id: deleted.member.id })
    expect((await call(download, { id: 25 }, { headers: { UserToken: deleted.token } })).body).toEqual(loginAgain)
    // the lead stays in the log
    const log = await payload.find({ collection: 'download-log', where: { mobile: { equals: deleted.member.mobile } } })
    expect(log.docs).toMatchObject([{ member: null, company: 'Fixture Co.', itemTitle: '节流阀资料' }])
  })
})

describe('a datasheet path', () => {
  it('stops working after 5 minutes', async () => {
    const { token } = await createMemberWithSession(payload)
    const path = (await call(download, { id: 25 }, { headers: { UserToken: token } })).body.data as string
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 301_000)
    const expired = await openGrant(path)
    expect(expired.status).toBe(403)
    expect(expired.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await expired.text()
    expect(text).toContain('下载链接无效或已过期')
    expect(text).toContain('This download link is invalid or has expired')
    // the lifetime is filled in from the grant's constant
    expect(text).toContain('（有效期 5 分钟）')
    expect(text).toContain('(links last 5 minutes)')
  })

  it('cannot be forged or altered', async () => {
    const { member } = await createMemberWithSession(payload)
    const expires = Math.floor(Date.now() / 1000) + 300
    const genuine = signGrant({ itemId: 25, memberId: member.id, expires })
    expect((await openGrant(`/files/datasheet/${genuine}`)).status).toBe(200)
    // opaque: neither the item nor the member can be read from it
    expect(Buffer.from(genuine, 'base64url').toString('latin1')).not.toContain(`25.${member.id}.`)
    expect(genuine).not.toContain('.')
    const flipped = (at: number) => genuine.slice(0, at) + (genuine[at] === 'A' ? 'B' : 'A') + genuine.slice(at + 1)
    expect((await openGrant(`/files/datasheet/${flipped(5)}`)).status).toBe(403)
    expect((await openGrant(`/files/datasheet/${flipped(genuine.length - 3)}`)).status).toBe(403)
    // a path that cannot be a grant is no file
    expect((await openGrant(`/files/datasheet/25.${member.id}.${expires}.${'a'.repeat(43)}`)).status).toBe(404)
    expect((await openGrant('/files/datasheet/..%2F..%2Fsecret.key')).status).toBe(404)
    expect((await openGrant('/files/datasheet/')).status).toBe(404)
  })

  it('stops working once staff disable the member', async () => {
    const { member, token } = await createMemberWithSession(payload)
    const path = (await call(download, { id: 25 }, { headers: { UserToken: token } })).body.data as string
    await payload.update({ collection: 'members', id: member.id, data: { disabled: true }, overrideAccess: true })
    expect((await openGrant(path)).status).toBe(403)
  })
})
