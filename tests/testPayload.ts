import type { Payload } from 'payload'

import { getPayloadClient } from '@/lib/payload.server'
import { migrations } from '@/migrations/sqlite'

/**
 * The Payload of this test process on its own temporary SQLite file, migrated. The migrations are
 * passed in because Payload's own loader cannot import .ts files under vitest.
 */
export async function migratedPayload(): Promise<Payload> {
  const payload = await getPayloadClient()
  await payload.db.migrate({ migrations })
  return payload
}
