import type { Migration, Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload.server'
import { migrations } from '@/migrations/sqlite'

type MigrationArgs = Parameters<(typeof migrations)[number]['up']>[0]

/**
 * The Payload of this test process on its own temporary SQLite file, migrated. The migrations are
 * passed in because Payload's own loader cannot import .ts files under vitest; Payload types their
 * argument as unknown, and it calls them with the adapter's arguments.
 */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayloadClient()
  const runnable: Migration[] = migrations.map((m) => ({
    name: m.name,
    up: (args) => m.up(args as MigrationArgs),
    down: (args) => m.down(args as MigrationArgs),
  }))
  await payload.db.migrate({ migrations: runnable })
  return payload
}
