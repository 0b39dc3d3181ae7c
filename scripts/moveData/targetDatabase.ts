import type pg from 'pg'

import { quoted } from './siteDatabase'

/** The target's tables in the connection's schema, each column with its type (information_schema's `data_type`). */
export async function targetColumns(client: pg.ClientBase): Promise<Record<string, { columns: string[]; types: Record<string, string> }>> {
  const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `select c.table_name, c.column_name, c.data_type from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  )
  const tables: Record<string, { columns: string[]; types: Record<string, string> }> = {}
  for (const row of rows) {
    const table = (tables[row.table_name] ??= { columns: [], types: {} })
    table.columns.push(row.column_name)
    table.types[row.column_name] = row.data_type
  }
  return tables
}

export async function targetRowCount(client: pg.ClientBase, table: string): Promise<number> {
  return Number((await client.query<{ n: string }>(`select count(*) as n from ${quoted(table)}`)).rows[0].n)
}

/**
 * The tables among `ours` that already hold rows in the target, with their counts. The list of
 * migrations run is left out: a target that holds only the schema (made by `npm start` with
 * SEED=false, or by a move that stopped half way) counts as empty.
 */
export async function occupiedTables(client: pg.ClientBase, ours: string[]): Promise<Record<string, number>> {
  const present = await targetColumns(client)
  const occupied: Record<string, number> = {}
  for (const table of ours) {
    if (table === 'payload_migrations' || !present[table]) continue
    const rows = await targetRowCount(client, table)
    if (rows > 0) occupied[table] = rows
  }
  return occupied
}

/** PostgreSQL's limit on the parameters of one statement. */
const MAX_PARAMETERS = 65_535

/** How many rows of `columns` columns one insert may carry. */
export const rowsPerInsert = (columns: number) => Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / Math.max(1, columns))))

/** Inserts rows (values in `columns`' order) with their own ids. */
export async function insertRows(client: pg.ClientBase, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  if (rows.length === 0) return
  const placeholders = rows.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`)
  // OVERRIDING SYSTEM VALUE: the site's ids are kept even where a column is an identity
  const sql = `insert into ${quoted(table)} (${columns.map(quoted).join(', ')}) overriding system value values ${placeholders.join(', ')}`
  await client.query(sql, rows.flat())
}

/**
 * Sets every id sequence of `tables` past the highest id in its table, and past the highest id
 * the site ever gave (`highestGiven`), so the next row gets a fresh id and no deleted row's id
 * comes back. Returns how many sequences it set.
 */
export async function advanceSequences(client: pg.ClientBase, tables: string[], highestGiven: Record<string, number>): Promise<number> {
  const { rows } = await client.query<{ table_name: string; column_name: string; sequence: string }>(
    `select table_name, column_name, pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as sequence
       from information_schema.columns
      where table_schema = current_schema() and table_name = any($1)
        and pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) is not null`,
    [tables],
  )
  for (const { table_name: table, column_name: column, sequence } of rows) {
    const highest = await client.query<{ n: string | null }>(`select max(${quoted(column)})::bigint as n from ${quoted(table)}`)
    const last = Math.max(Number(highest.rows[0].n ?? 0), highestGiven[table] ?? 0)
    // setval(…, n, true): the next value is n + 1; setval(…, 1, false): the next value is 1
    if (last > 0) await client.query('select setval($1, $2, true)', [sequence, last])
    else await client.query('select setval($1, 1, false)', [sequence])
  }
  return rows.length
}
