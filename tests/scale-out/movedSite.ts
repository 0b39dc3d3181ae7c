/**
 * Checks of the SQLite site moved by `npm run move-data` (scripts/scale-out-test.sh makes it, moves
 * it into site_moved and the bucket site-moved, tries a second move, and starts instance C on the
 * moved data): what its people would notice after the move.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { SqliteSiteFacts } from './sqliteSite'

type Check = (ok: boolean, figure: string) => void

export async function movedSiteChecks(check: Check, moved: string, work: string, staff: { email: string; password: string }) {
  const facts = JSON.parse(readFileSync(path.join(work, 'moved-facts.json'), 'utf8')) as SqliteSiteFacts

  const login = await fetch(`${moved}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mobile: facts.member.mobile, password: facts.member.password }),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; token?: string }>)
  check(
    login.code === 1 && Boolean(login.token),
    `moved: the member logs in on C with the mobile and password of the SQLite site: ${login.msg}`,
  )

  const staffLogin = await fetch(`${moved}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(staff),
  }).then((r) => r.json() as Promise<{ token?: string }>)
  check(Boolean(staffLogin.token), 'moved: staff log in on C with their password of the SQLite site')
  const cms = (address: string) => fetch(`${moved}/cms-api${address}`, { headers: { Authorization: `JWT ${staffLogin.token}` } })

  const enquiry = (await (await cms(`/enquiries/${facts.enquiryId}?depth=1`)).json()) as {
    attachment?: { filename?: string; url?: string }
    member?: { id?: number }
  }
  const file = enquiry.attachment?.filename ? await cms(`/enquiry-attachments/file/${enquiry.attachment.filename}`) : null
  const sha256 = file?.ok
    ? createHash('sha256')
        .update(Buffer.from(await file.arrayBuffer()))
        .digest('hex')
    : null
  check(
    sha256 === facts.attachment.sha256 && enquiry.member?.id === facts.member.id,
    `moved: the enquiry ${facts.enquiryId} (of member ${enquiry.member?.id}) and its attachment read through /cms-api from the bucket, SHA-256 ${sha256 === facts.attachment.sha256 ? 'equal to the original' : `${sha256} ≠ ${facts.attachment.sha256}`}`,
  )

  const logged = (await (await cms(`/download-log?where[member][equals]=${facts.member.id}&depth=0`)).json()) as { totalDocs?: number }
  check(logged.totalDocs === facts.downloadLogs, `moved: the member's logged downloads: ${logged.totalDocs} of ${facts.downloadLogs}`)

  const { id } = facts.article
  const english = (await (await cms(`/articles/${id}?locale=en&depth=0`)).json()) as { title?: string }
  const published = (await (await cms(`/articles/${id}?locale=zh&depth=0`)).json()) as { title?: string }
  const draft = (await (await cms(`/articles/${id}?locale=zh&depth=0&draft=true`)).json()) as { title?: string }
  check(
    english.title === facts.article.englishTitle &&
      published.title === facts.article.publishedTitle &&
      draft.title === facts.article.draftTitle,
    `moved: article ${id} keeps its English edit, its published Chinese title and its Chinese draft (“${draft.title}”)`,
  )

  const refusedWith = Number(readFileSync(path.join(work, 'second-move.rc'), 'utf8'))
  const refusal = readFileSync(path.join(work, 'second-move.log'), 'utf8')
  const unchanged =
    readFileSync(path.join(work, 'moved-counts-before.txt'), 'utf8') === readFileSync(path.join(work, 'moved-counts-after.txt'), 'utf8')
  check(
    refusedWith !== 0 && refusal.includes('is not empty') && unchanged,
    `moved: a second move into the occupied database exits ${refusedWith}, every table's rows ${unchanged ? 'unchanged' : 'CHANGED'}: ${refusal
      .split('\n')
      .find((line) => line.includes('refused'))
      ?.slice(0, 90)}`,
  )
}
