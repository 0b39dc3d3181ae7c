import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

// The PostgreSQL half of tests/integration/migrations-drift.test.ts: the adapter builds its schema
// from the config without connecting, so no server is needed to compare it with the committed
// snapshot. The address only chooses the adapter; nothing listens there.
const siteDatabase = process.env.DATABASE_URL
process.env.DATABASE_URL = 'postgres://drift-check@127.0.0.1:9/none'
afterAll(() => {
  if (siteDatabase === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = siteDatabase
})
const folder = path.resolve(import.meta.dirname, '../src/migrations/postgres')

it('the committed PostgreSQL migrations build the schema the config declares', async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  type DrizzleKit = {
    generateDrizzleJson: (schema: unknown) => Promise<{ version: string }>
    generateMigration: (before: unknown, after: unknown) => Promise<string[]>
    upSnapshot?: (snapshot: unknown) => unknown
  }
  const db = payload.db as unknown as { requireDrizzleKit: () => DrizzleKit; schema: unknown }
  const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
  expect(payload.db.name).toBe('postgres')
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
