/** Writes a migration for the current schema: `node scripts/tsx.mjs scripts/migrate-create.ts <name>` (SQLite), with DATABASE_URL=postgres://… for PostgreSQL. */
import { getPayload } from 'payload'

import config from '../src/payload.config'

const name = process.argv[2] ?? 'schema'
const payload = await getPayload({ config })
await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true })
process.exit(0)
