import type { Client } from '@libsql/client'
import type pg from 'pg'

import { rowCount, rowsOf } from './siteDatabase'
import { advanceSequences, insertRows, rowsPerInsert, targetRowCount } from './targetDatabase'
import { postgresValue } from './values'

export interface CopiedTable {
  table: string
  site: number
  target: number
}

/**
 * Copies the rows of `tables` (in that order: each after the tables it references) from the
 * site's snapshot into the target, all in ONE transaction: a copy stopped half way (an error, a
 * lost connection, Ctrl-C) leaves no row behind, and the next run starts again from an empty
 * target. Ids are kept; the id sequences are then set past them. Before the commit the rows of
 * every table are counted on both sides; any difference rolls the whole copy back.
 */
export async function copyRows(
  site: Client,
  target: pg.ClientBase,
  tables: string[],
  types: Record<string, Record<string, string>>,
  highestIdsGiven: Record<string, number>,
): Promise<{ copied: CopiedTable[]; sequences: number }> {
  await target.query('begin')
  try {
    const copied: CopiedTable[] = []
    for (const table of tables) {
      const columns = Object.keys(types[table])
      for await (const batch of rowsOf(site, table, columns, rowsPerInsert(columns.length))) {
        const rows = batch.map((row) => row.map((value, i) => postgresValue(value, types[table][columns[i]], `${table}.${columns[i]}`)))
        await insertRows(target, table, columns, rows).catch((error: Error) => {
          // pg's message names the constraint, never the row's values (mobiles, password hashes)
          throw new Error(`copying ${table}: ${error.message}`)
        })
      }
      copied.push({ table, site: await rowCount(site, table), target: await targetRowCount(target, table) })
    }
    const sequences = await advanceSequences(target, tables, highestIdsGiven)
    const unequal = copied.filter(({ site, target }) => site !== target)
    if (unequal.length)
      throw new Error(`rows differ after the copy: ${unequal.map(({ table, site, target }) => `${table} ${site} → ${target}`).join(', ')}`)
    await target.query('commit')
    return { copied, sequences }
  } catch (error) {
    await target.query('rollback').catch(() => undefined)
    throw error
  }
}
