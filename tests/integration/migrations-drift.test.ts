import path from 'node:path'

import { expect, it } from 'vitest'

import { pendingMigration } from '../support/migrationDrift'
import { testPayload } from '../support/payload'

// A field added without its migration fails here instead of on a production database that has
// no column for it (`node scripts/tsx.mjs scripts/migrate-create.ts <name>` writes the migration).
it('the committed SQLite migrations build the schema the config declares', async () => {
  const payload = await testPayload()
  expect(await pendingMigration(payload, path.resolve(import.meta.dirname, '../../src/migrations/sqlite'))).toEqual([])
}, 120_000)
