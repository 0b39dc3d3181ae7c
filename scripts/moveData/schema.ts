/** A database's tables as the move sees them: column names, and the tables each one's foreign keys name. */
export interface TableShape {
  columns: string[]
  references: string[]
}

export type SchemaShape = Record<string, TableShape>

/**
 * What differs between the site's tables and columns and the target's, one line each; empty when
 * they agree. Only names are compared: the types differ by design (SQLite has no boolean or jsonb).
 */
export function schemaDifferences(site: Record<string, { columns: string[] }>, target: Record<string, { columns: string[] }>): string[] {
  const lines: string[] = []
  const sides = [
    [site, target, 'only in the site (SQLite)'],
    [target, site, 'only in the target (PostgreSQL)'],
  ] as const
  for (const [one, other, where] of sides) {
    for (const table of Object.keys(one).sort()) {
      if (!other[table]) {
        lines.push(`table ${table}: ${where}`)
        continue
      }
      const theirs = new Set(other[table].columns)
      for (const column of [...one[table].columns].sort()) if (!theirs.has(column)) lines.push(`column ${table}.${column}: ${where}`)
    }
  }
  return lines
}

/**
 * The tables in an order in which each comes after every table its foreign keys name, so rows
 * can be inserted with the constraints checked as they arrive (PostgreSQL's checks of Payload's
 * keys cannot be deferred, and switching them off takes a superuser). Throws on a cycle, which
 * no order can satisfy. Alphabetical where the keys leave a choice, so every run copies alike.
 */
export function copyOrder(schema: Record<string, Pick<TableShape, 'references'>>): string[] {
  const ordered: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return
    if (state.get(table) === 'visiting') {
      const cycle = [...path.slice(path.indexOf(table)), table]
      throw new Error(`tables whose foreign keys name each other in a cycle cannot be copied in order: ${cycle.join(' → ')}`)
    }
    state.set(table, 'visiting')
    for (const referenced of [...schema[table].references].sort())
      if (referenced !== table && schema[referenced]) visit(referenced, [...path, table])
    state.set(table, 'done')
    ordered.push(table)
  }
  for (const table of Object.keys(schema).sort()) visit(table, [])
  return ordered
}
