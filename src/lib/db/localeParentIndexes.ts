import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index as postgresIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

type PostgresSchemaHook = NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]

/**
 * An index on `_parent_id` of every `…_locales` table (the rows of a document's localized fields),
 * added by the database adapters' schema hook. Payload gives those tables only a unique index on
 * (`_locale`, `_parent_id`), which a lookup by parent alone cannot use: reading a page of articles
 * scanned the whole locales table once per article, and at 10,000 articles the admin's news list
 * took seconds (minutes deep in the list), as did the API's deep pages.
 */
export const sqliteLocaleParentIndexes: SQLiteSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    if (name.endsWith('_locales'))
      extendTable({ table, extraConfig: (columns) => ({ _parentIdx: sqliteIndex(`${name}_parent_idx`).on(columns._parentID) }) })
  }
  return schema
}

/** The same for PostgreSQL. */
export const postgresLocaleParentIndexes: PostgresSchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    if (name.endsWith('_locales'))
      extendTable({ table, extraConfig: (columns) => ({ _parentIdx: postgresIndex(`${name}_parent_idx`).on(columns._parentID) }) })
  }
  return schema
}
