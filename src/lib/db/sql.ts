import { sql } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

/**
 * Both SQL adapters expose `execute`, which returns rows for a RETURNING or SELECT statement: for
 * the few writes that must be one atomic statement (a counter, a claim), which Payload's update,
 * a read followed by a write, is not.
 */
interface SqlDatabase {
  drizzle: unknown
  execute: (args: { drizzle: unknown; sql: ReturnType<typeof sql> }) => Promise<{ rows: unknown[] }>
}

/** Runs one statement on the site's database (SQLite or PostgreSQL) and returns its rows. */
export async function runSql(payload: Payload, statement: ReturnType<typeof sql>): Promise<unknown[]> {
  const db = payload.db as unknown as Partial<SqlDatabase>
  if (typeof db.execute !== 'function') throw new Error('this needs a SQL database adapter')
  const { rows } = await db.execute({ drizzle: db.drizzle, sql: statement })
  return rows
}

export { sql }
