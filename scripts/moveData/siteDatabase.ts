import type { Client, InValue } from '@libsql/client'

import type { SchemaShape } from './schema'

export const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The site's tables (SQLite's own `sqlite_*` left out), their columns and the tables their foreign keys name. */
export async function siteSchema(client: Client): Promise<SchemaShape> {
  const tables = await client.execute(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
  const schema: SchemaShape = {}
  for (const { name } of tables.rows) {
    const table = String(name)
    const columns = await client.execute({ sql: 'select name from pragma_table_info(?) order by cid', args: [table] })
    const keys = await client.execute({ sql: 'select distinct "table" as referenced from pragma_foreign_key_list(?)', args: [table] })
    schema[table] = { columns: columns.rows.map((row) => String(row.name)), references: keys.rows.map((row) => String(row.referenced)) }
  }
  return schema
}

/** The names of the migrations the site has run. */
export async function appliedMigrations(client: Client): Promise<string[]> {
  const rows = await client.execute('select name from payload_migrations order by name')
  return rows.rows.map((row) => String(row.name))
}

/**
 * The highest id SQLite ever gave in each table (`sqlite_sequence`, kept by AUTOINCREMENT), which
 * may be above the highest id left: ids of deleted rows are never given again.
 */
export async function highestIdsGiven(client: Client): Promise<Record<string, number>> {
  const exists = await client.execute(`select 1 from sqlite_master where name = 'sqlite_sequence'`)
  if (exists.rows.length === 0) return {}
  const rows = await client.execute('select name, seq from sqlite_sequence')
  return Object.fromEntries(rows.rows.map((row) => [String(row.name), Number(row.seq)]))
}

export async function rowCount(client: Client, table: string): Promise<number> {
  return Number((await client.execute(`select count(*) as n from ${quoted(table)}`)).rows[0].n)
}

/** A table's rows in the order they were stored, `batch` at a time, each as its column values in `columns`' order. */
export async function* rowsOf(client: Client, table: string, columns: string[], batch: number): AsyncGenerator<unknown[][]> {
  let after: InValue = Number.MIN_SAFE_INTEGER
  const select = `select rowid as "__rowid", ${columns.map(quoted).join(', ')} from ${quoted(table)} where rowid > ? order by rowid limit ?`
  for (;;) {
    const result = await client.execute({ sql: select, args: [after, batch] })
    if (result.rows.length === 0) return
    yield result.rows.map((row) => columns.map((column) => row[column]))
    after = Number(result.rows[result.rows.length - 1].__rowid)
  }
}
