import { readFile } from 'node:fs/promises'

import { createClient } from '@libsql/client'
import { expect, type Page } from '@playwright/test'

import { ownDataFile } from './servers'

export interface StoredEnquiry {
  familyName: string
  content: string
  country: string
  attachmentName: string | null
  attachmentFile: string | null
  attachmentSize: number | null
}

/** The enquiry stored for an email address, read from the end-to-end server's SQLite file. */
export async function storedEnquiry(email: string): Promise<StoredEnquiry | undefined> {
  const db = createClient({ url: `file:${ownDataFile('site.db')}` })
  try {
    const { rows } = await db.execute({
      sql: `SELECT e.family_name, e.content, e.country, a.original_name, a.filename, a.filesize
            FROM enquiries e LEFT JOIN enquiry_attachments a ON a.id = e.attachment_id
            WHERE e.email = ? ORDER BY e.id DESC LIMIT 1`,
      args: [email],
    })
    const row = rows[0]
    if (!row) return undefined
    return {
      familyName: String(row.family_name),
      content: String(row.content),
      country: String(row.country),
      attachmentName: row.original_name === null ? null : String(row.original_name),
      attachmentFile: row.filename === null ? null : ownDataFile('enquiry-attachments', String(row.filename)),
      attachmentSize: row.filesize === null ? null : Number(row.filesize),
    }
  } finally {
    db.close()
  }
}

/** How many enquiries were stored for an email address. */
export async function storedEnquiryCount(email: string): Promise<number> {
  const db = createClient({ url: `file:${ownDataFile('site.db')}` })
  try {
    const { rows } = await db.execute({ sql: 'SELECT COUNT(*) AS n FROM enquiries WHERE email = ?', args: [email] })
    return Number(rows[0]?.n ?? 0)
  } finally {
    db.close()
  }
}

/** The recipients of the notification mail about an enquiry, read from the end-to-end server's mail outbox. */
export async function notifiedAbout(email: string): Promise<string[] | undefined> {
  const outbox = await readFile(ownDataFile('outbox', 'mail.jsonl'), 'utf8').catch(() => '')
  const mail = outbox
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string | string[]; text?: string })
    .findLast((entry) => entry.text?.includes(email))
  return mail && [mail.to].flat()
}

/** Waits until the ALTCHA widget has solved its proof of work. */
export async function captchaSolved(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.querySelector('altcha-widget')?.getState()), { timeout: 30_000 }).toBe('verified')
}

/** A small but real PDF. */
export const samplePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
