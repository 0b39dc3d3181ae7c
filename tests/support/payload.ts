import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { migrations } from '@/migrations/sqlite'

let ready: Promise<Payload> | undefined

/** The Payload of this test process, on its own temporary SQLite file brought to the committed schema. */
export function testPayload(): Promise<Payload> {
  ready ??= (async () => {
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations })
    return payload
  })()
  return ready
}
