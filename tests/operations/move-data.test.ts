import path from 'node:path'

import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'

import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { dataDir } from '@/lib/paths'

import { migrationProblem } from '../../scripts/moveData/migrations'
import { copyOrder, schemaDifferences } from '../../scripts/moveData/schema'
import { appliedMigrations, siteSchema } from '../../scripts/moveData/siteDatabase'
import { postgresValue } from '../../scripts/moveData/values'
import { testPayload } from '../support/payload'

/** The schema of a site on this release: the test's SQLite file after the committed migrations. */
async function migratedSite() {
  await testPayload()
  return createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
}

describe('values from SQLite, as PostgreSQL columns take them', () => {
  it('turns 0/1 into booleans and keeps the rest of a row as PostgreSQL reads it', () => {
    expect(postgresValue(1, 'boolean', 'members.disabled')).toBe(true)
    expect(postgresValue(0, 'boolean', 'members.disabled')).toBe(false)
    expect(postgresValue(null, 'boolean', 'members.disabled')).toBeNull()
    expect(postgresValue('{"root":{"children":[]}}', 'jsonb', 'articles_locales.content')).toBe('{"root":{"children":[]}}')
    expect(postgresValue('2026-03-01T02:00:00.000Z', 'timestamp with time zone', 'articles.published_at')).toBe('2026-03-01T02:00:00.000Z')
    expect(postgresValue(Date.UTC(2026, 2, 1), 'timestamp with time zone', 'articles.published_at')).toBe('2026-03-01T00:00:00.000Z')
    expect(postgresValue(12.5, 'numeric', 'vacuum_valves_technical_data.value')).toBe(12.5)
    expect(postgresValue('published', 'USER-DEFINED', 'articles._status')).toBe('published')
  })

  it('refuses a value the column cannot hold, naming the column and not the value', () => {
    expect(() => postgresValue('{"root":', 'jsonb', 'articles_locales.content')).toThrow(
      'articles_locales.content: the stored JSON does not parse',
    )
    expect(() => postgresValue('13800000000x', 'integer', 'members.id')).toThrow(/^members\.id: expected a number, found string$/)
    expect(() => postgresValue('yes', 'boolean', 'members.disabled')).toThrow('members.disabled')
  })
})

describe('the order of the copy', () => {
  it('puts every table of the site after each table its foreign keys name', async () => {
    const schema = await siteSchema(await migratedSite())
    const ordered = copyOrder(schema)
    expect([...ordered].sort()).toEqual(Object.keys(schema).sort())
    const place = new Map(ordered.map((table, i) => [table, i]))
    for (const [table, { references }] of Object.entries(schema))
      for (const referenced of references) if (referenced !== table) expect(place.get(referenced)).toBeLessThan(place.get(table) ?? -1)
    // the relations of a document come after the documents they name
    expect(place.get('articles')).toBeLessThan(place.get('payload_locked_documents_rels') ?? -1)
    expect(place.get('members')).toBeLessThan(place.get('download_log') ?? -1)
    expect(place.get('enquiry_attachments')).toBeLessThan(place.get('enquiries') ?? -1)
  })

  it('refuses tables that name each other in a cycle, naming them', () => {
    const cycle = { a: { references: ['b'] }, b: { references: ['c'] }, c: { references: ['a'] }, d: { references: ['a'] } }
    expect(() => copyOrder(cycle)).toThrow('a → b → c → a')
  })
})

describe('a site that cannot be moved by this release', () => {
  it('is refused when it has not run this release’s migrations, with what to do', async () => {
    const applied = await appliedMigrations(await migratedSite())
    const known = sqliteMigrations.map((migration) => migration.name)
    expect(migrationProblem(applied, known)).toBeNull()
    const older = migrationProblem(applied.slice(0, -1), known)
    expect(older).toContain(`has not run ${known.at(-1)}`)
    expect(older).toContain('npm start')
    expect(migrationProblem([...applied, '20991231_000000_later'], known)).toContain('20991231_000000_later')
    expect(migrationProblem([...applied, 'dev'], known)).toContain('pushed in development')
  })

  it('is refused when its tables differ from the target’s, with one line per difference', async () => {
    const site = await siteSchema(await migratedSite())
    expect(schemaDifferences(site, site)).toEqual([])
    // an older release: members without `registered_locale`, with a column since dropped, no cancellations yet
    const older: typeof site = {
      ...site,
      members: { ...site.members, columns: [...site.members.columns.filter((c) => c !== 'registered_locale'), 'nickname'] },
    }
    delete older.account_cancellations
    expect(schemaDifferences(older, site)).toEqual([
      'column members.nickname: only in the site (SQLite)',
      'table account_cancellations: only in the target (PostgreSQL)',
      'column members.registered_locale: only in the target (PostgreSQL)',
    ])
  })
})
