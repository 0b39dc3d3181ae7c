import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import { dataDir, secretFile } from '@/lib/paths'

/**
 * PAYLOAD_SECRET signs staff sessions and download grants. A fresh machine without one gets a
 * random secret kept in data/secret.key, so the first start needs no configuration. Several
 * instances must share PAYLOAD_SECRET.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  if (!existsSync(secretFile)) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(secretFile, 'utf8').trim()
}
