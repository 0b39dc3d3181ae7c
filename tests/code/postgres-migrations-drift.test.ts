import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { pendingMigration } from '../support/migrationDrift'

// The PostgreSQL half of tests/integration/migrations-drift.test.ts: the adapter builds its schema
// from the config without connecting, so no server is needed to compare it with the committed
// snapshot. The address only chooses the adapter; nothing listens there.
const siteDatabase = process.env.DATABASE_URL
process.env.DATABASE_URL = 'postgres://drift-check@127.0.0.1:9/none'
afterAll(() => {
  if (siteDatabase === undefined) delete process.env.DATABASE_URL
  else process.env.DATABASE_URL = siteDatabase
})
const folder = path.resolve(import.meta.dirname, '../../src/migrations/postgres')

it('the committed PostgreSQL migrations build the schema the config declares', async () => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const payload = await getPayload({ config, disableDBConnect: true, disableOnInit: true })
  expect(payload.db.name).toBe('postgres')
  expect(await pendingMigration(payload, folder)).toEqual([])
}, 120_000)
