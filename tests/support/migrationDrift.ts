import { readdirSync, readFileSync } from 'node:fs'

import type { Payload } from 'payload'

type Snapshot = { version: string }
type DrizzleKit = {
  generateDrizzleJson: (schema: unknown) => Promise<Snapshot>
  generateMigration: (before: unknown, after: unknown) => Promise<string[]>
  upSnapshot?: (snapshot: unknown) => unknown
}

/**
 * The statements a new migration would hold: the config's schema (as the adapter built it) against
 * the last snapshot committed in `folder`, the comparison `scripts/migrate-create.ts` makes.
 */
export async function pendingMigration(payload: Payload, folder: string): Promise<string[]> {
  const db = payload.db as unknown as { requireDrizzleKit: () => DrizzleKit; schema: unknown }
  const { generateDrizzleJson, generateMigration, upSnapshot } = db.requireDrizzleKit()
  const after = await generateDrizzleJson(db.schema)
  const latest = readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .at(-1)
  if (!latest) throw new Error(`no migration snapshot in ${folder}`)
  let before = JSON.parse(readFileSync(`${folder}/${latest}`, 'utf8')) as Snapshot
  if (upSnapshot && before.version < after.version) before = upSnapshot(before) as Snapshot
  return generateMigration(before, after)
}
