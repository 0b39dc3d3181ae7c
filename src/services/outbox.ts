import { appendFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { outboxDir } from '@/lib/paths'

type OutboxName = 'sms' | 'mail'

const outboxNames: OutboxName[] = ['sms', 'mail']

/** Appends one JSON line to data/outbox/<name>.jsonl: the offline stand-in for SMS and mail. */
export async function appendToOutbox(name: OutboxName, record: Record<string, unknown>): Promise<void> {
  await mkdir(outboxDir, { recursive: true })
  await appendFile(path.join(outboxDir, `${name}.jsonl`), `${JSON.stringify(record)}\n`, 'utf8')
}

/** An outbox's live file and the one rotation moved aside. */
const filesOf = (name: OutboxName, dir: string) => {
  const live = path.join(dir, `${name}.jsonl`)
  return { live, rotated: `${live}.1` }
}

/**
 * Rewrites `file` with only the lines `keep` accepts; returns how many it dropped. Lines appended
 * while it works are carried over; one appended between that last read and the rename would be
 * lost, which the outbox, a development stand-in, can afford.
 */
async function keepLines(file: string, keep: (line: string) => boolean): Promise<number> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return 0
  }
  const lines = text.split('\n').filter(Boolean)
  const kept = lines.filter(keep)
  if (kept.length === lines.length) return 0
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, kept.map((line) => `${line}\n`).join(''), 'utf8')
  const appendedSince = (await readFile(file)).subarray(Buffer.byteLength(text))
  if (appendedSince.length) await appendFile(temporary, appendedSince)
  await rename(temporary, file)
  return lines.length - kept.length
}

/**
 * Removes the outbox lines that mention any of `needles` (a cancelled member's mobile number and
 * addresses): the outbox is kept on the site's own disk, so it holds personal data the site must
 * erase. A real SMS gateway or mail server keeps no copy here.
 */
export async function eraseFromOutbox(needles: readonly string[], dir = outboxDir): Promise<void> {
  const wanted = needles.filter((needle) => needle.length >= 5)
  if (wanted.length === 0) return
  for (const name of outboxNames) {
    const { live, rotated } = filesOf(name, dir)
    for (const file of [rotated, live]) await keepLines(file, (line) => !wanted.some((needle) => line.includes(needle)))
  }
}

interface OutboxLimits {
  /** a live file larger than this moves aside to `<name>.jsonl.1`, replacing the previous one */
  maxBytes: number
  /** how long a mail line is kept */
  keepMs: number
  /** how long an SMS code is valid: its line goes when the code expires */
  smsCodeTtlMs: number
}

/** When a line was written (`at`, which every outbox record has); null when unreadable. */
function writtenAt(line: string): number | null {
  try {
    const at = Date.parse((JSON.parse(line) as { at?: string }).at ?? '')
    return Number.isNaN(at) ? null : at
  } catch {
    return null
  }
}

/**
 * Keeps the outboxes small and short-lived: drops the SMS lines whose code expired and the other
 * lines older than `keepMs` (from the live and the rotated file), then moves a live file over
 * `maxBytes` aside. So an outbox holds at most about twice `maxBytes`, and nothing older than
 * `keepMs`. Returns how many lines it dropped. Safe to run twice at once: both drop the same lines.
 */
export async function rotateOutboxes(limits: OutboxLimits, now = Date.now(), dir = outboxDir): Promise<number> {
  let dropped = 0
  for (const name of outboxNames) {
    const { live, rotated } = filesOf(name, dir)
    const oldest = now - (name === 'sms' ? limits.smsCodeTtlMs : limits.keepMs)
    const isRecent = (line: string) => (writtenAt(line) ?? now) >= oldest
    dropped += await keepLines(rotated, isRecent)
    // turbopackIgnore: files under the data folder, not the project's (the build would trace the whole project)
    if ((await stat(/*turbopackIgnore: true*/ rotated).catch(() => null))?.size === 0) await rm(rotated, { force: true })
    dropped += await keepLines(live, isRecent)
    if (((await stat(/*turbopackIgnore: true*/ live).catch(() => null))?.size ?? 0) > limits.maxBytes) await rename(live, rotated)
  }
  return dropped
}
