import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as upload } from '@/api/calls/upload.upload'
import { POST as feedback } from '@/api/calls/user.feedback'
import { MAX_ATTACHMENT_BYTES } from '@/features/enquiries/attachmentRules'
import { uploadQuota } from '@/features/enquiries/attachments'
import { outboxDir, uploadDirs } from '@/lib/paths'

import { call, freshAddress, type Reply } from '../support/api'
import { pdfBytes, pngBytes } from '../support/fixtures'
import { testPayload } from '../support/payload'

// The captcha is verified for real in enquiry-captcha.test.ts; here a solved one is the word 'solved'.
vi.mock('@/features/enquiries/captcha', async (original) => ({
  ...(await original<typeof import('@/features/enquiries/captcha')>()),
  verifyCaptcha: async (_payload: unknown, altcha: unknown) => altcha === 'solved',
}))

let payload: Payload

/** A Blob of bytes (copied: Blob wants an ArrayBuffer-backed view). */
const blobOf = (bytes: Uint8Array | string) => new Blob([typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)])

const dwgBytes = () => Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(200, 1)])
const dxfText = '  0\r\nSECTION\r\n  2\r\nHEADER\r\n  9\r\n$ACADVER\r\n  1\r\nAC1015\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n'

async function send(
  file: Blob | null,
  name = 'file.bin',
  options: { headers?: Record<string, string>; address?: string; lang?: string } = {},
): Promise<Reply> {
  const form = new FormData()
  if (file) form.append('file', file, name)
  const headers = new Headers(options.headers)
  headers.set('x-socket-address', options.address ?? freshAddress())
  if (options.lang) headers.set('lang', options.lang)
  const response = await upload(new Request('http://localhost/api/upload/upload', { method: 'POST', body: form, headers }))
  return { status: response.status, body: await response.json(), headers: response.headers }
}

const attachmentCount = async () => (await payload.count({ collection: 'enquiry-attachments' })).totalDocs

async function uploaded(bytes: Uint8Array, name: string): Promise<string> {
  const reply = await send(blobOf(bytes), name)
  expect(reply.body.code, reply.body.msg).toBe(1)
  return reply.body.file as string
}

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  nickname: 'Ms.',
  familyname: 'Li',
  firstname: 'Hua',
  mobile: '+86 139 1234 5678',
  content: 'Please quote 10 gate valves DN100.',
  country: 'Germany',
  email: 'li.hua@example.com',
  consent: true,
  company: 'Fab GmbH',
  altcha: 'solved',
  ...overrides,
})

async function mailsSent(): Promise<{ to: string | string[]; subject: string; text: string }[]> {
  const text = await readFile(path.join(outboxDir, 'mail.jsonl'), 'utf8').catch(() => '')
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

beforeAll(async () => {
  payload = await testPayload()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a visitor uploads a file for an enquiry', () => {
  it('gets a reference for JPG, PNG, PDF, DWG and DXF files, judged by their bytes', async () => {
    const jpg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer()
    const files: [Uint8Array, string, string][] = [
      [jpg, 'photo.JPEG', 'jpg'],
      [await pngBytes(), 'drawing.png', 'png'],
      [await pdfBytes(), 'spec sheet.pdf', 'pdf'],
      [dwgBytes(), 'part.dwg', 'dwg'],
      [Buffer.from(dxfText), 'part.dxf', 'dxf'],
    ]
    for (const [bytes, name, kind] of files) {
      const reply = await send(blobOf(bytes), name)
      expect(reply.body).toEqual({
        code: 1,
        msg: '上传成功',
        file: expect.stringMatching(/^[0-9a-f]{32}$/),
        data: { file: reply.body.file },
      })
      const stored = await payload.find({ collection: 'enquiry-attachments', where: { reference: { equals: reply.body.file } } })
      expect(stored.docs[0]).toMatchObject({ kind, originalName: name, filename: `${reply.body.file}.${kind}` })
      // the very bytes sent (Payload copies the received file from its path)
      expect(await readFile(path.join(uploadDirs.enquiryAttachments, `${reply.body.file}.${kind}`))).toEqual(Buffer.from(bytes))
    }
  })

  it('is refused for other kinds and for disguised files, and nothing is kept', async () => {
    const before = await attachmentCount()
    const cases: [Blob | null, string, string][] = [
      [new Blob(['MZ\x90\x00 this is a program']), 'invoice.pdf', '仅支持 JPG、PNG、PDF、DWG、DXF 文件'],
      [new Blob(['just some text']), 'notes.dxf', '仅支持 JPG、PNG、PDF、DWG、DXF 文件'],
      [blobOf(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')), 'anim.gif', '仅支持 JPG、PNG、PDF、DWG、DXF 文件'],
      [blobOf(await pngBytes()), 'drawing.pdf', '文件扩展名与文件内容不符'],
      [blobOf(await pdfBytes()), 'datasheet', '文件扩展名与文件内容不符'],
      [new Blob([]), 'empty.pdf', '请选择要上传的文件'],
      [null, '', '请选择要上传的文件'],
    ]
    for (const [file, name, message] of cases) expect((await send(file, name)).body, name).toEqual({ code: 0, msg: message, data: {} })
    expect((await send(blobOf(await pngBytes()), 'x.pdf', { lang: 'en' })).body.msg).toBe(
      "The file name's extension does not match its content",
    )
    expect(await attachmentCount()).toBe(before)
  })

  it('is refused above 15 MB, by the declared length and by the actual size', async () => {
    const before = await attachmentCount()
    const declared = await upload(
      new Request('http://localhost/api/upload/upload', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(20 * 1024 * 1024) },
        body: 'tiny',
      }),
    )
    expect(await declared.json()).toEqual({ code: 0, msg: '文件不能超过 15 MB', data: {} })
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(15 * 1024 * 1024)])
    expect((await send(blobOf(big), 'big.pdf', { lang: 'en' })).body).toEqual({ code: 0, msg: 'The file must not exceed 15 MB', data: {} })
    expect(await attachmentCount()).toBe(before)
  })

  it('takes a file of exactly 15 MB and refuses one byte more', async () => {
    const pdf = await pdfBytes()
    const exactly = Buffer.concat([pdf, Buffer.alloc(MAX_ATTACHMENT_BYTES - pdf.length)])
    expect(exactly.length).toBe(15 * 1024 * 1024)
    const kept = await send(blobOf(exactly), 'exactly-15-mb.pdf')
    expect(kept.body).toMatchObject({ code: 1 })
    const before = await attachmentCount()
    const oneMore = await send(blobOf(Buffer.concat([exactly, Buffer.alloc(1)])), 'one-byte-more.pdf', { lang: 'en' })
    expect(oneMore.body).toEqual({ code: 0, msg: 'The file must not exceed 15 MB', data: {} })
    expect(await attachmentCount()).toBe(before)
  })

  it('answers a JSON body or a broken multipart body with a clear message', async () => {
    expect((await call(upload, { file: 'x' })).body).toEqual({ code: 0, msg: '请选择要上传的文件', data: {} })
    const broken = await upload(
      new Request('http://localhost/api/upload/upload', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        body: '--zz\r\ngarbage',
      }),
    )
    expect(broken.status).toBe(200)
    expect((await broken.json()).code).toBe(0)
  })

  it('is limited per client address', async () => {
    const address = freshAddress()
    const png = await pngBytes()
    for (let i = 0; i < uploadQuota().filesPerHour.limit; i++) expect((await send(blobOf(png), 'a.png', { address })).body.code).toBe(1)
    expect((await send(blobOf(png), 'a.png', { address })).body.msg).toMatch(/^操作过于频繁，请 \d+ 分钟后再试$/)
  })

  it('cannot be read by visitors: only staff see attachments', async () => {
    await expect(payload.find({ collection: 'enquiry-attachments', overrideAccess: false })).rejects.toThrow()
    expect(uploadDirs.enquiryAttachments.startsWith(path.resolve(process.env.DATA_DIR ?? ''))).toBe(true)
  })
})

describe('a visitor sends an enquiry', () => {
  it('is stored with its attachment, then the account managers get a mail', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { companyName: 'Valve Co.', notifyEmails: 'sales@example.com, {email}, ops@example.com' },
    })
    const reference = await uploaded(await pdfBytes(), 'rfq.pdf')
    const reply = await call(feedback, enquiry({ file: reference, title: 'RFQ', major: 'Purchasing' }), { address: freshAddress() })
    expect(reply.body).toEqual({ code: 1, msg: '发送成功', data: {} })

    // the mail goes out beside the reply, a moment after it
    const stored = await vi.waitFor(async () => {
      const found = await payload.find({ collection: 'enquiries', where: { email: { equals: 'li.hua@example.com' } }, depth: 1 })
      expect(found.docs[0]?.notification?.status).toBe('sent')
      return found
    })
    expect(stored.docs[0]).toMatchObject({
      salutation: 'Ms.',
      familyName: 'Li',
      country: '德国 / Germany',
      consent: true,
      locale: 'zh',
      topic: 'RFQ',
      department: 'Purchasing',
      attachment: { reference },
      notification: { status: 'sent', attempts: 1, sentAt: expect.any(String) },
    })
    const mail = (await mailsSent()).at(-1)
    expect(mail?.to).toEqual(['sales@example.com', 'ops@example.com'])
    expect(mail?.text).toContain('Please quote 10 gate valves DN100.')

    // an attachment belongs to one enquiry only
    expect((await call(feedback, enquiry({ file: reference }), { address: freshAddress() })).body).toEqual({
      code: 0,
      msg: '附件不存在或已被使用，请重新上传',
      data: {},
    })
  })

  it('accepts the country by its Chinese value and a Chinese salutation', async () => {
    const reply = await call(feedback, enquiry({ country: '日本', nickname: '先生', email: 'jp@example.com' }), { address: freshAddress() })
    expect(reply.body.code).toBe(1)
    const stored = await payload.find({ collection: 'enquiries', where: { email: { equals: 'jp@example.com' } } })
    expect(stored.docs[0]).toMatchObject({ country: '日本 / Japan', salutation: 'Mr.' })
  })

  it('is kept even when the mail fails, which waits for its retry', async () => {
    vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('SMTP down'))
    const reply = await call(feedback, enquiry({ email: 'nomail@example.com' }), { address: freshAddress() })
    expect(reply.body.code).toBe(1)
    const stored = await vi.waitFor(async () => {
      const found = await payload.find({ collection: 'enquiries', where: { email: { equals: 'nomail@example.com' } } })
      expect(found.docs[0]?.notification).toMatchObject({ attempts: 1, status: 'pending' })
      return found
    })
    expect(stored.docs).toHaveLength(1)
    expect(stored.docs[0].notification).toMatchObject({ lastError: 'SMTP down', sentAt: null })
  })

  it('is held to the form rules in order, the first failure being the message', async () => {
    const address = freshAddress()
    const steps: [Record<string, unknown>, string][] = [
      [{}, '请选择称呼'],
      [{ nickname: 'Dr.' }, '请选择称呼'],
      [{ nickname: 'Mr.' }, '请输入姓'],
      [{ nickname: 'Mr.', familyname: 'Wang' }, '请输入名'],
      [{ nickname: 'Mr.', familyname: 'Wang', firstname: 'Wei' }, '请输入联系电话'],
      [{ nickname: 'Mr.', familyname: 'Wang', firstname: 'Wei', mobile: 'call me' }, '请输入正确的联系电话'],
      [{ nickname: 'Mr.', familyname: 'Wang', firstname: 'Wei', mobile: '13912345678', content: '   ' }, '请输入留言内容'],
      [{ nickname: 'Mr.', familyname: 'Wang', firstname: 'Wei', mobile: '13912345678', content: 'Hi' }, '请选择国家/地区'],
      [
        { nickname: 'Mr.', familyname: 'Wang', firstname: 'Wei', mobile: '13912345678', content: 'Hi', country: 'Atlantis' },
        '请选择国家/地区',
      ],
      [
        { nickname: 'Mr.', familyname: 'Wang', firstname: 'Wei', mobile: '13912345678', content: 'Hi', country: 'China' },
        '请输入有效的电子邮箱',
      ],
      [
        {
          nickname: 'Mr.',
          familyname: 'Wang',
          firstname: 'Wei',
          mobile: '13912345678',
          content: 'Hi',
          country: 'China',
          email: 'not-an-email',
        },
        '请输入有效的电子邮箱',
      ],
      [
        {
          nickname: 'Mr.',
          familyname: 'Wang',
          firstname: 'Wei',
          mobile: '13912345678',
          content: 'Hi',
          country: 'China',
          email: 'w@example.com',
        },
        '请勾选同意隐私政策',
      ],
      [
        {
          nickname: 'Mr.',
          familyname: 'Wang',
          firstname: 'Wei',
          mobile: '13912345678',
          content: 'Hi',
          country: 'China',
          email: 'w@example.com',
          consent: false,
        },
        '请勾选同意隐私政策',
      ],
      [enquiry({ company: 'x'.repeat(201) }), '内容过长'],
      [enquiry({ content: 'x'.repeat(5001) }), '内容过长'],
      [enquiry({ file: 'no-such-reference' }), '附件不存在或已被使用，请重新上传'],
      [enquiry({ familyname: 42 }), '请输入姓'],
    ]
    for (const [body, message] of steps)
      expect((await call(feedback, body, { address })).body, JSON.stringify(body).slice(0, 80)).toEqual({ code: 0, msg: message, data: {} })
    expect((await call(feedback, { nickname: 'Ms.' }, { lang: 'en' })).body.msg).toBe('Please enter your family name')
  })

  it('is limited per client address', async () => {
    const address = freshAddress()
    for (let i = 0; i < 10; i++) expect((await call(feedback, enquiry(), { address })).body.code).toBe(1)
    expect((await call(feedback, enquiry(), { address, lang: 'en' })).body.msg).toMatch(
      /^Too many attempts, please try again in \d+ minutes$/,
    )
  })
})

it('keeps uploads inside the data directory', async () => {
  const names = await readdir(uploadDirs.enquiryAttachments)
  expect(names.every((name) => /^[0-9a-f]{32}\.(jpg|png|pdf|dwg|dxf)$/.test(name))).toBe(true)
})
