import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'

import { testPayload } from '../support/payload'

// `npx tsx scripts/migrate-create.ts <name>` compares the config's schema with the last committed
// snapshot; this test makes the same comparison, so a field added without its migration fails here
// instead of on a production database that has no column for it.
const folder = path.resolve(import.meta.dirname, '../../src/migrations/sqlite')

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

it('the committed SQLite migrations build the schema the config declares', async () => {
  type DrizzleKit = {
    generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
    generateMigration: (before: unknown, after: unknown) => Promise<string[]>
    upSnapshot?: (snapshot: unknown) => unknown
  }
  const db = payload.db as unknown as { requireDrizzleKit: () => DrizzleKit; schema: unknown }
  const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
  const after = await generateDrizzleJson(db.schema)
  const latest = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)
  expect(latest).toBeDefined()
  let before = JSON.parse(readFileSync(path.join(folder, latest ?? ''), 'utf8')) as { version: string }
  if (upSnapshot && before.version < after.version) before = upSnapshot(before) as { version: string }
  expect(await generateMigration(before, after)).toEqual([])
}, 120_000)
