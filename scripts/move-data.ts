/**
 * `npm run move-data`: moves a site from its SQLite file to the PostgreSQL database of
 * DATABASE_URL, and its stored files to the bucket of S3_BUCKET, keeping every id. The target
 * must be empty. Works from a consistent snapshot (VACUUM INTO), so the site may go on serving;
 * writes made after the snapshot are not moved. Safe to run again after it stopped half way: the
 * rows are copied in one transaction, so the target is then empty again.
 *
 *   DATABASE_URL=postgres://… PAYLOAD_SECRET=… [S3_BUCKET=… S3_…] npm run move-data [-- --from data/site.db] [--files=bucket|skip]
 */
// first: `.env` read and the settings checked, as the site itself does
import './loadSettings.mjs'

import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { assertBucketReachable, bucketOf, objectStorageEnabled, s3Settings } from '../src/lib/objectStorage'
import { migrationsFor } from '../src/lib/db/migrations'
import { dataDir, isPostgres } from '../src/lib/paths'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { snapshotDatabase } from './backup/databaseSnapshot'
import { exists } from './backup/files'
import { copyRows } from './moveData/copyRows'
import { migrationProblem } from './moveData/migrations'
import { copyOrder, schemaDifferences } from './moveData/schema'
import { appliedMigrations, highestIdsGiven, siteSchema } from './moveData/siteDatabase'
import { filesNamedBy, keyCollisions, missingOnDisk, uploadFiles, type StoredFile } from './moveData/storedFiles'
import { occupiedTables, targetColumns } from './moveData/targetDatabase'

/** A refusal: nothing was changed, and the operator reads why. */
class Refusal extends Error {}

const say = (line: string) => console.log(`[move-data] ${line}`)

const { values: options } = parseArgs({
  options: { from: { type: 'string' }, files: { type: 'string' } },
  allowPositionals: false,
})

const targetUrl = process.env.DATABASE_URL ?? ''
/** The target without its password, for the operator's log. */
const targetName = () => {
  const url = new URL(targetUrl)
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
}

async function moveData(): Promise<void> {
  if (!isPostgres(targetUrl)) throw new Refusal('DATABASE_URL must name the PostgreSQL database to move to (postgres://user:pass@host/db)')
  const filesMode = options.files ?? (objectStorageEnabled() ? 'bucket' : 'skip')
  if (filesMode !== 'bucket' && filesMode !== 'skip') throw new Refusal('--files must be "bucket" or "skip"')
  if (filesMode === 'bucket' && !objectStorageEnabled()) throw new Refusal('--files=bucket needs S3_BUCKET and the other S3_ settings')
  const source = path.resolve(options.from ?? path.join(dataDir, 'site.db'))
  if (!(await exists(source))) throw new Refusal(`no SQLite database at ${source} (set DATA_DIR or --from)`)

  const work = await mkdtemp(path.join(tmpdir(), 'move-data-'))
  const snapshotFile = path.join(work, 'site.db')
  const target = new pg.Client({ connectionString: targetUrl })
  try {
    const snapshot = await snapshotDatabase(`file:${source}`, snapshotFile)
    say(`snapshot of ${source} taken at ${snapshot.snapshotAt}; writes after it are not moved`)
    const site = createClient({ url: `file:${snapshotFile}` })

    const problem = migrationProblem(
      await appliedMigrations(site),
      sqliteMigrations.map((migration) => migration.name),
    )
    if (problem) throw new Refusal(problem)
    const schema = await siteSchema(site)
    const order = copyOrder(schema).filter((table) => table !== 'payload_migrations')

    await target.connect()
    const occupied = await occupiedTables(target, Object.keys(schema))
    const holding = Object.entries(occupied).map(([table, rows]) => `${table} (${rows})`)
    if (holding.length)
      throw new Refusal(
        `${targetName()} is not empty; move only into an empty database. ${holding.length} tables hold rows: ` +
          `${holding.slice(0, 6).join(', ')}${holding.length > 6 ? ', …' : ''}`,
      )

    // the upload collections as this release configures them (the config reads DATABASE_URL: PostgreSQL)
    const config = await (await import('../src/payload.config')).default
    const files: StoredFile[] = []
    for (const collection of config.collections) {
      if (!collection.upload?.staticDir) continue
      const table = collection.slug.replaceAll('-', '_')
      if (!schema[table]) throw new Error(`the table of the upload collection ${collection.slug} is not in the site's database`)
      files.push(...(await filesNamedBy(site, { table, dir: collection.upload.staticDir }, schema[table].columns)))
    }
    const missing = await missingOnDisk(files)
    const present = files.filter((file) => !missing.includes(file))
    if (filesMode === 'bucket') {
      const collisions = keyCollisions(present)
      if (collisions.length) throw new Refusal(`two stored files would take the same key in the bucket:\n  ${collisions.join('\n  ')}`)
      await assertBucketReachable().catch((error: Error) => {
        throw new Refusal(`the bucket ${s3Settings.bucket} cannot be reached: ${error.name} ${error.message}`)
      })
    }

    // the schema by this release's PostgreSQL migrations, as `npm start` makes it, without the initial content
    const { getPayload } = await import('payload')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: migrationsFor(process.env.DATABASE_URL ?? '') })
    const targetSchema = await targetColumns(target)
    const differences = schemaDifferences(schema, targetSchema)
    if (differences.length)
      throw new Refusal(
        `the site's tables differ from those this release's PostgreSQL migrations made (${targetName()} now holds only that empty schema):\n  ` +
          differences.join('\n  '),
      )

    if (filesMode === 'bucket') {
      const bytes = await uploadFiles(bucketOf(s3Settings), present)
      say(`${present.length} stored files (${(bytes / 1e6).toFixed(1)} MB) put into the bucket ${s3Settings.bucket}`)
    } else {
      say(`stored files left where they are: copy the upload folders of ${dataDir} to the new instances' DATA_DIR`)
    }
    if (missing.length)
      say(`${missing.length} record(s) name a file missing on disk (the site answers 404 for them too), e.g. ${missing[0].file}`)

    const types = Object.fromEntries(order.map((table) => [table, targetSchema[table].types]))
    const { copied, sequences } = await copyRows(site, target, order, types, await highestIdsGiven(site))
    site.close()
    const rows = copied.reduce((sum, table) => sum + table.target, 0)
    const count = (table: string) => copied.find((entry) => entry.table === table)?.target ?? 0
    say(`${copied.length} tables, ${rows} rows copied into ${targetName()} in one transaction; rows equal on both sides in every table`)
    say(
      `${count('members')} members (their passwords unchanged), ${count('member_sessions')} member sessions (they stay logged in), ` +
        `${count('enquiries')} enquiries, ${count('enquiry_attachments')} attachments, ${count('download_log')} downloads logged, ` +
        `${count('articles')} articles, ${count('users')} staff; ${sequences} id sequences set past the highest id given`,
    )
    say(`migrations: ${targetName()} lists this release's PostgreSQL migrations (the site's SQLite ones are not copied)`)
    say('next: start the instances with this DATABASE_URL (and the bucket); see docs/deploy.md, "Moving from SQLite to PostgreSQL"')
  } finally {
    await target.end().catch(() => undefined)
    await rm(work, { recursive: true, force: true })
  }
}

try {
  await moveData()
  process.exit(0)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(
    error instanceof Refusal
      ? `[move-data] refused, nothing moved: ${message}`
      : `[move-data] failed: ${message}\n[move-data] the target holds none of the site’s rows; run it again once the cause is fixed`,
  )
  process.exit(1)
}
