import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'

import { outboxDir } from '@/lib/paths.server'

/** Appends one JSON line to data/outbox/<name>.jsonl: the offline stand-in for SMS and mail. */
export async function appendToOutbox(name: 'sms' | 'mail', record: Record<string, unknown>): Promise<void> {
  await mkdir(outboxDir, { recursive: true })
  await appendFile(path.join(outboxDir, `${name}.jsonl`), `${JSON.stringify(record)}\n`, 'utf8')
}
