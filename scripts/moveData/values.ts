/** The column types of PostgreSQL that need more than the value as SQLite keeps it. */
export type ColumnType = string

/**
 * A value read from SQLite, made fit for a PostgreSQL column of type `type` (information_schema's
 * `data_type`). SQLite keeps booleans as 0/1, dates as ISO text and JSON as text; PostgreSQL reads
 * the text of dates, numbers, enums and JSON itself, so those pass as they are once checked.
 */
export function postgresValue(value: unknown, type: ColumnType, where: string): unknown {
  if (value === null || value === undefined) return null
  switch (type) {
    case 'boolean':
      if (typeof value === 'number' || typeof value === 'bigint') return Number(value) !== 0
      if (value === 'true' || value === 'false') return value === 'true'
      throw new Error(`${where}: expected 0 or 1 for a boolean, found ${typeof value}`)
    case 'json':
    case 'jsonb':
      if (typeof value !== 'string') return JSON.stringify(value)
      try {
        JSON.parse(value)
      } catch {
        throw new Error(`${where}: the stored JSON does not parse`)
      }
      return value
    case 'timestamp with time zone':
    case 'timestamp without time zone':
    case 'date':
      // Payload writes ISO text; a number would be milliseconds since 1970
      return typeof value === 'number' ? new Date(value).toISOString() : value
    case 'bytea':
      return value instanceof ArrayBuffer ? Buffer.from(value) : value
    case 'integer':
    case 'bigint':
    case 'smallint':
    case 'numeric':
    case 'double precision':
    case 'real':
      if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value))) return value
      if (typeof value === 'number' || typeof value === 'bigint') return value
      throw new Error(`${where}: expected a number, found ${typeof value}`)
    default:
      // text, character varying and enums (USER-DEFINED): PostgreSQL checks an enum's label itself
      return typeof value === 'string' ? value : String(value)
  }
}
