import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'

import { migrations } from '@/migrations/sqlite'

let ready: Promise<Payload> | undefined

/** The Payload of this test process, on its own temporary SQLite file brought to the committed schema. */
export function testPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    // the committed migrations, imported (Payload's own loader cannot import .ts files under vitest);
    // Payload types their arguments as unknown, the generated files as the adapter's own
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    return payload
  })()
  return ready
}
