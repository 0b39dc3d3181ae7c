import { createClient, type Client } from '@libsql/client'
import pg from 'pg'

import { isPostgres, sqliteFileOf } from '../../src/lib/paths'
import { exists } from './files'
import { run } from './run'

export interface DatabaseSnapshot {
  engine: 'sqlite' | 'postgres'
  /** When the snapshot began: every write acknowledged before it is in the copy. */
  snapshotAt: string
  lastMigration: string | null
  rows: Record<string, number>
}

/** Migration names begin with their date, so the greatest is the latest; `dev` marks a pushed schema. */
const LAST_MIGRATION = `select name from payload_migrations where name <> 'dev' order by name desc limit 1`

const quoted = (table: string) => `"${table.replaceAll('"', '""')}"`

async function sqliteFacts(client: Client): Promise<Pick<DatabaseSnapshot, 'lastMigration' | 'rows'>> {
  const tables = await client.execute(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
  const rows: Record<string, number> = {}
  for (const { name } of tables.rows) {
    const table = String(name)
    rows[table] = Number((await client.execute(`select count(*) as n from ${quoted(table)}`)).rows[0].n)
  }
  const last = 'payload_migrations' in rows ? (await client.execute(LAST_MIGRATION)).rows[0] : undefined
  return { lastMigration: last ? String(last.name) : null, rows }
}

/**
 * VACUUM INTO reads the database in one transaction while the site goes on writing (WAL: the
 * writer never waits for it) and writes a compact, self-contained copy of that moment.
 */
async function sqliteSnapshot(databaseUrl: string, into: string): Promise<DatabaseSnapshot> {
  const source = sqliteFileOf(databaseUrl)
  // opening a missing file would create an empty database
  if (!(await exists(source))) throw new Error(`no SQLite database at ${source} (DATA_DIR or DATABASE_URL)`)
  const live = createClient({ url: `file:${source}` })
  let snapshotAt: string
  try {
    // a checkpoint of the site may hold the lock for a moment
    await live.execute('pragma busy_timeout = 15000')
    snapshotAt = new Date().toISOString()
    await live.execute({ sql: 'vacuum into ?', args: [into] })
  } finally {
    live.close()
  }
  const copy = createClient({ url: `file:${into}` })
  try {
    return { engine: 'sqlite', snapshotAt, ...(await sqliteFacts(copy)) }
  } finally {
    copy.close()
  }
}

/**
 * pg_dump reads one transaction; it runs inside a snapshot this connection exports, so the row
 * counts and the latest migration in the manifest describe exactly the dump.
 */
async function postgresSnapshot(databaseUrl: string, into: string): Promise<DatabaseSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const snapshotAt = new Date().toISOString()
    await client.query('begin isolation level repeatable read read only')
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0].id
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    )
    const rows: Record<string, number> = {}
    for (const { name } of tables.rows) {
      rows[name] = Number((await client.query<{ n: string }>(`select count(*) as n from ${quoted(name)}`)).rows[0].n)
    }
    const last = 'payload_migrations' in rows ? (await client.query<{ name: string }>(LAST_MIGRATION)).rows[0] : undefined
    // the password goes by the environment, not the command line other users can read
    const address = new URL(databaseUrl)
    const password = decodeURIComponent(address.password)
    address.password = ''
    const env = password ? { ...process.env, PGPASSWORD: password } : process.env
    const dump = ['--format=custom', `--snapshot=${snapshot}`, `--file=${into}`, `--dbname=${address.href}`]
    await run('pg_dump', dump, env).catch((error: Error) => {
      throw new Error(`pg_dump failed (it must be the server's major version, e.g. postgresql-client-16): ${error.message}`)
    })
    await client.query('commit')
    return { engine: 'postgres', snapshotAt, lastMigration: last?.name ?? null, rows }
  } finally {
    await client.end()
  }
}

/** A consistent copy of the site's database, taken while the site serves and writes. */
export const snapshotDatabase = (databaseUrl: string, into: string): Promise<DatabaseSnapshot> =>
  isPostgres(databaseUrl) ? postgresSnapshot(databaseUrl, into) : sqliteSnapshot(databaseUrl, into)

/** Row counts and latest migration of a SQLite file (to check a restored copy). */
export async function sqliteFileFacts(file: string): Promise<Pick<DatabaseSnapshot, 'lastMigration' | 'rows'> & { intact: boolean }> {
  const client = createClient({ url: `file:${file}` })
  try {
    const check = await client.execute('pragma integrity_check')
    const intact = check.rows.length === 1 && String(check.rows[0].integrity_check) === 'ok'
    return { intact, ...(await sqliteFacts(client)) }
  } finally {
    client.close()
  }
}
