/**
 * Adds what a company's people put into a site that ran on SQLite for a while, through Payload's
 * Local API on the SQLite site of DATA_DIR (migrated and seeded by prepare-db): a member with a
 * password, an enquiry with an attached file, a download logged, an article edited in English and
 * a draft of it in Chinese. Writes what the scale-out checks look for after the move to the JSON
 * file named by the first argument.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { writeFile } from 'node:fs/promises'

import { PDFDocument, StandardFonts } from 'pdf-lib'
import { getPayload } from 'payload'

import config from '../../src/payload.config'

export interface SqliteSiteFacts {
  member: { id: number; mobile: string; password: string }
  enquiryId: number
  attachment: { filename: string; sha256: string }
  downloadLogs: number
  article: { id: number; englishTitle: string; draftTitle: string; publishedTitle: string }
}

const factsFile = process.argv[2]
if (!factsFile) throw new Error('usage: node scripts/tsx.mjs tests/scale-out/sqliteSite.ts <facts.json>')

const payload = await getPayload({ config })
const mobile = `137${String(randomInt(10 ** 8)).padStart(8, '0')}`
const password = `moved-${randomInt(10 ** 6)}`
const member = await payload.create({
  collection: 'members',
  data: { mobile, username: mobile, password, company: 'Moved Co.', fullName: 'Moved Member' },
})

const pdf = await PDFDocument.create()
pdf.addPage().drawText(`attachment ${randomInt(10 ** 9)}`, { font: await pdf.embedFont(StandardFonts.Helvetica) })
const bytes = Buffer.from(await pdf.save())
// as the upload call stores it: our own reference as the name, the visitor's name as a field
const reference = randomBytes(16).toString('hex')
const attachment = await payload.create({
  collection: 'enquiry-attachments',
  data: { reference, originalName: 'drawing.pdf', kind: 'pdf' },
  file: { data: bytes, name: `${reference}.pdf`, mimetype: 'application/pdf', size: bytes.length },
})
const enquiry = await payload.create({
  collection: 'enquiries',
  data: {
    status: 'new',
    salutation: 'Ms.',
    familyName: 'Li',
    firstName: 'Na',
    mobile,
    email: 'li.na@example.com',
    country: 'China',
    content: 'A quote for two gate valves, drawing attached.',
    consent: true,
    attachment: attachment.id,
    member: member.id,
    locale: 'zh',
  },
})

const item = (await payload.find({ collection: 'downloads', limit: 1, depth: 0 })).docs[0]
await payload.create({
  collection: 'download-log',
  data: { member: member.id, mobile, company: 'Moved Co.', download: item.id, itemTitle: 'datasheet', ip: '127.0.0.1' },
})

const article = (await payload.find({ collection: 'articles', limit: 1, depth: 0, sort: '-publishedAt', locale: 'zh' })).docs[0]
const englishTitle = `Moved article ${randomInt(10 ** 6)}`
await payload.update({ collection: 'articles', id: article.id, locale: 'en', data: { title: englishTitle } })
const draftTitle = `迁移草稿 ${randomInt(10 ** 6)}`
await payload.update({ collection: 'articles', id: article.id, locale: 'zh', draft: true, data: { title: draftTitle } })

const facts: SqliteSiteFacts = {
  member: { id: member.id, mobile, password },
  enquiryId: enquiry.id,
  attachment: { filename: attachment.filename ?? '', sha256: createHash('sha256').update(bytes).digest('hex') },
  downloadLogs: 1,
  article: { id: article.id, englishTitle, draftTitle, publishedTitle: article.title ?? '' },
}
await writeFile(factsFile, JSON.stringify(facts))
process.exit(0)
