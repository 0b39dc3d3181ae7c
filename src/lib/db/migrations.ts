import type { Migration } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/**
 * The committed migrations for the database at `databaseUrl`, as a list: handed to
 * `payload.db.migrate({ migrations })` instead of letting Payload read the folder, which a
 * compiled command (scripts/commands.mjs) cannot import .ts files from. (Payload types a
 * migration's argument as unknown; each adapter's take its own.)
 */
export const migrationsFor = (databaseUrl: string): Migration[] =>
  (databaseUrl.startsWith('postgres') ? postgresMigrations : sqliteMigrations) as unknown as Migration[]
