import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { outboxDir } from '@/lib/paths.server'

type OutboxName = 'sms' | 'mail'

/** Appends one JSON line to data/outbox/<name>.jsonl: the offline stand-in for SMS and mail. */
export async function appendToOutbox(name: OutboxName, record: Record<string, unknown>): Promise<void> {
  await mkdir(outboxDir, { recursive: true })
  await appendFile(path.join(outboxDir, `${name}.jsonl`), `${JSON.stringify(record)}\n`, 'utf8')
}

/**
 * Removes the outbox lines that mention any of `needles` (a cancelled member's mobile number and
 * addresses): the outbox is kept on the site's own disk, so it holds personal data the site must
 * erase. A real SMS gateway or mail server keeps no copy here.
 */
export async function eraseFromOutbox(needles: readonly string[]): Promise<void> {
  const wanted = needles.filter((needle) => needle.length >= 5)
  if (wanted.length === 0) return
  for (const name of ['sms', 'mail'] satisfies OutboxName[]) {
    const file = path.join(outboxDir, `${name}.jsonl`)
    let text: string
    try {
      text = await readFile(file, 'utf8')
    } catch {
      continue
    }
    const lines = text.split('\n').filter((line) => line && !wanted.some((needle) => line.includes(needle)))
    // a line appended between the read and the rename would be lost; the outbox is a development stand-in
    const temporary = `${file}.${process.pid}.tmp`
    await writeFile(temporary, lines.map((line) => `${line}\n`).join(''), 'utf8')
    await rename(temporary, file)
  }
}
