import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { toCsv } from '@/admin/csv'
import { serviceRequestColumns } from '@/admin/exports'
import type { Enquiry, ServiceRequest } from '@/payload-types'

import { cmsApi, createMember, createStaff, staffToken } from './admin-helpers'
import { testPayload } from '../support/payload'

const BOM = '\uFEFF'

describe('the service requests export', () => {
  it('says how urgent each request is, in the admin language', () => {
    const request = { rma: 'RMA-2026-00007', status: 'received', kind: 'repair', urgency: 'urgent', contamination: 'notUsed' }
    for (const [language, urgent] of [
      ['zh', '加急'],
      ['en', 'Urgent'],
    ] as const) {
      const columns = serviceRequestColumns({ language, siteUrl: 'https://example.com' })
      const urgency = columns.findIndex((column) => column.header.en === 'Urgency')
      expect(urgency).toBeGreaterThan(-1)
      expect(columns[urgency].value(request as unknown as ServiceRequest)).toBe(urgent)
    }
  })
})

describe('toCsv', () => {
  const columns = [
    { header: { zh: '公司', en: 'Company' }, value: (row: { text: string }) => row.text },
    { header: { zh: '数量', en: 'Count' }, value: () => 3 },
  ]

  it('writes UTF-8 with a byte-order mark and CRLF lines, headings in the admin language', () => {
    const csv = toCsv(columns, [{ text: '上海真空阀门有限公司' }], 'zh')
    expect(csv.startsWith(BOM)).toBe(true)
    expect(csv).toBe(`${BOM}公司,数量\r\n上海真空阀门有限公司,3\r\n`)
    expect(toCsv(columns, [], 'en')).toBe(`${BOM}Company,Count\r\n`)
  })

  it('quotes commas, quotes and line breaks so each value stays in its cell', () => {
    const csv = toCsv(columns, [{ text: 'A, "B"\nC' }], 'zh')
    expect(csv).toBe(`${BOM}公司,数量\r\n"A, ""B""\nC",3\r\n`)
    expect(toCsv(columns, [{ text: '第一行\n第二行' }], 'zh')).toBe(`${BOM}公司,数量\r\n"第一行\n第二行",3\r\n`)
  })

  it.each(['=HYPERLINK("http://evil")', '+86 138', '-2+3', '@SUM(A1)'])('makes %s inert for spreadsheets', (text) => {
    const csv = toCsv(columns, [{ text }], 'zh')
    const cell = csv.split('\r\n')[1]
    expect(cell.replace(/^"/, '').startsWith(`'${text[0]}`)).toBe(true)
  })
})

describe('GET /cms-api/<collection>/export.csv', () => {
  let payload: Payload

  const enquiry = (data: Partial<Enquiry>) =>
    payload.create({
      collection: 'enquiries',
      data: {
        status: 'new',
        salutation: 'Mr.',
        familyName: '王',
        firstName: '小明',
        mobile: '13900000000',
        email: 'wang@example.com',
        country: '中国',
        content: '请报价',
        consent: true,
        ...data,
      },
    })

  beforeAll(async () => {
    payload = await testPayload()
    await createStaff(payload, 'admin@example.com', 'admin')
    await createStaff(payload, 'editor@example.com', 'editor')
    await enquiry({ company: '北京某某半导体, "总部"', content: '需要 DN100 闸阀\n报价请发邮件', status: 'done' })
    await enquiry({ familyName: 'Smith', firstName: 'Anna', country: 'Germany', content: '=1+1', company: 'ACME GmbH' })
  })

  it('refuses a visitor', async () => {
    const response = await cmsApi('GET', 'enquiries/export.csv')
    expect(response.status).toBe(401)
    expect(await response.text()).not.toContain('请报价')
  })

  it('gives an editor every enquiry, newest first, as an Excel-friendly file', async () => {
    const token = await staffToken('editor@example.com')
    const response = await cmsApi('GET', 'enquiries/export.csv', { token })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/)

    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    const lines = text.slice(1).split('\r\n')
    expect(lines[0]).toContain('时间（北京时间）,状态,称呼,姓,名,公司')
    // the salutation as the Chinese admin shows it, not the stored `Mr.`
    expect(lines[1]).toContain(',先生,Smith,Anna,ACME GmbH')
    expect(lines[1]).toContain(",'=1+1,")
    expect(text).toContain('"北京某某半导体, ""总部"""')
    expect(text).toContain('"需要 DN100 闸阀\n报价请发邮件"')
    expect(text).toContain(',已完成,')
  })

  it('exports only the rows of the list filter and search', async () => {
    const token = await staffToken('editor@example.com')
    const done = await (await cmsApi('GET', 'enquiries/export.csv?where[status][equals]=done', { token })).text()
    expect(done).toContain('北京某某半导体')
    expect(done).not.toContain('ACME')
    const searched = await (await cmsApi('GET', 'enquiries/export.csv?search=acme', { token })).text()
    expect(searched).toContain('ACME')
    expect(searched).not.toContain('北京某某半导体')
  })

  it('answers a filter on an unknown field with 400, not 500', async () => {
    const token = await staffToken('editor@example.com')
    const response = await cmsApi('GET', 'enquiries/export.csv?where[nosuchfield][equals]=1', { token })
    expect(response.status).toBe(400)
  })

  it('exports members and the download log with the member and the item', async () => {
    const member = await createMember(payload, { company: '深圳光电', fullName: '李四', mobile: '13712345678' })
    const item = await payload.create({
      collection: 'downloads',
      data: { title: 'MGV 阀门样本', type: '1', itemId: 1 },
    })
    await payload.create({ collection: 'download-log', data: { member: member.id, download: item.id, ip: '10.0.0.1' } })
    const token = await staffToken('editor@example.com')

    const members = await (await cmsApi('GET', 'members/export.csv', { token })).text()
    expect(members).toContain('13712345678,深圳光电,李四')

    const log = await (await cmsApi('GET', 'download-log/export.csv', { token })).text()
    expect(log).toContain('13712345678,深圳光电,李四,1,MGV 阀门样本,10.0.0.1')
  })
})
