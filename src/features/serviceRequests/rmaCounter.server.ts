import 'server-only'

import type { Payload } from 'payload'

import { runSql, sql } from '@/lib/db/sql'

import { formatRmaNumber } from './rmaNumber'

/**
 * The next RMA number of `year`, unique across every instance on the same database: one upsert
 * on the year's counter row takes the value and adds one in the same statement, so two requests
 * sent at once (on one instance or two) can never read the same value. The first request of a
 * year creates its row, which is how the count starts again at 00001.
 */
export async function allocateRmaNumber(payload: Payload, year: number): Promise<string> {
  const counter = `rma-${year}`
  const now = new Date().toISOString()
  const rows = await runSql(
    payload,
    sql`INSERT INTO "service_counters" ("name", "value") VALUES (${counter}, 1)
      ON CONFLICT ("name") DO UPDATE SET "value" = "service_counters"."value" + 1, "updated_at" = ${now}
      RETURNING "value"`,
  )
  // SQLite returns a number, PostgreSQL a numeric string
  const { value } = (rows[0] ?? {}) as { value?: number | string }
  return formatRmaNumber({ year, sequence: Number(value) })
}
