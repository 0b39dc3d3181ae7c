/**
 * `npm run restore -- <archive> [--force]`: puts a backup of `npm run backup` back into DATA_DIR
 * (SQLite; a PostgreSQL dump is restored with pg_restore, docs/deploy.md §7). Every check comes
 * before the first change: the archive unpacks whole, its manifest is ours, every file has the
 * size and SHA-256 the manifest names and the database passes SQLite's integrity check. A data
 * folder that already holds a database or uploads is refused unless --force. Stop the site first.
 */
// first: `.env` read and the settings checked, as the site itself does
import './loadSettings.mjs'

import { copyFile, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { databaseUrl, dataDir, isPostgres, secretFile, sqliteFileOf } from '../src/lib/paths'
import { migrations as sqliteMigrations } from '../src/migrations/sqlite'
import { sqliteFileFacts } from './backup/databaseSnapshot'
import { exists, regularFilesUnder, sha256Of } from './backup/files'
import { placeOf, storedFolders } from './backup/layout'
import { MANIFEST_NAME, manifestSchema, type Manifest } from './backup/manifest'
import { unpackArchive } from './backup/tar'

/** A reason not to restore; nothing has been changed when it is thrown. */
class Refusal extends Error {}

const sqliteCompanions = (file: string) => [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]

/** What the data folder already holds that a restore would replace. */
async function occupants(database: string): Promise<string[]> {
  const found: string[] = []
  if ((await exists(database)) || (await exists(`${database}-wal`))) found.push(`a database (${database})`)
  let uploads = 0
  for (const { dir } of storedFolders.filter(({ inArchive }) => inArchive !== 'files/outbox'))
    uploads += (await regularFilesUnder(dir)).length
  if (uploads) found.push(`${uploads} uploaded file(s)`)
  return found
}

async function readManifest(unpacked: string): Promise<Manifest> {
  const text = await readFile(path.join(unpacked, MANIFEST_NAME), 'utf8').catch(() => {
    throw new Refusal(`it has no ${MANIFEST_NAME}: not a backup of this site`)
  })
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Refusal(`its ${MANIFEST_NAME} is not JSON`)
  }
  const checked = manifestSchema.safeParse(json)
  if (!checked.success) {
    const issue = checked.error.issues[0]
    throw new Refusal(`its ${MANIFEST_NAME} is not one this site writes (${issue.path.join('.') || 'format'}: ${issue.message})`)
  }
  return checked.data
}

/** Every file present is listed, every listed file present with its size and SHA-256. */
async function verifyFiles(unpacked: string, manifest: Manifest): Promise<void> {
  const present = (
    await regularFilesUnder(unpacked).catch((error: Error) => {
      throw new Refusal(error.message)
    })
  ).filter((file) => file !== MANIFEST_NAME)
  const listed = Object.keys(manifest.files)
  const unlisted = present.find((file) => !(file in manifest.files))
  if (unlisted) throw new Refusal(`${unlisted} is in the archive but not in its manifest`)
  const missing = listed.find((file) => !present.includes(file))
  if (missing) throw new Refusal(`${missing} is in the manifest but not in the archive`)
  for (const file of listed) {
    const expected = manifest.files[file]
    const absolute = path.join(unpacked, file)
    if ((await stat(absolute)).size !== expected.bytes || (await sha256Of(absolute)) !== expected.sha256)
      throw new Refusal(`${file} does not match its checksum in the manifest: the archive is damaged`)
  }
  const stray = listed.find((file) => file !== manifest.database.file && file !== manifest.secretFile && !placeOf(file))
  if (stray) throw new Refusal(`${stray} has no place in the data folder`)
  if (!(manifest.database.file in manifest.files)) throw new Refusal(`the database ${manifest.database.file} is missing`)
}

async function verifyDatabase(unpacked: string, manifest: Manifest): Promise<void> {
  const facts = await sqliteFileFacts(path.join(unpacked, manifest.database.file))
  if (!facts.intact) throw new Refusal("the database fails SQLite's integrity check")
  const differing = Object.keys({ ...facts.rows, ...manifest.database.rows }).find(
    (table) => facts.rows[table] !== manifest.database.rows[table],
  )
  if (differing) throw new Refusal(`the database's table ${differing} does not hold the rows the manifest counts`)
}

/** The SQLite migrations this checkout knows; a database past them belongs to a newer release. */
function knownMigrations(): string[] {
  return sqliteMigrations.map((migration) => migration.name)
}

/** A rename, or a copy when the data folder is another file system (a mounted volume). */
async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true })
  await rename(from, to).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EXDEV') throw error
    await copyFile(from, to)
    await rm(from)
  })
}

/** Unpacks `archive` into a new folder in `beside` and checks it whole; the folder is gone after `afterChecks`. */
async function withCheckedArchive<T>(
  archive: string,
  beside: string,
  afterChecks: (unpacked: string, manifest: Manifest) => Promise<T>,
): Promise<T> {
  if (!(await exists(archive))) throw new Refusal(`${archive} does not exist`)
  await mkdir(beside, { recursive: true })
  const unpacked = await mkdtemp(path.join(beside, '.site-restore-'))
  try {
    await unpackArchive(path.resolve(archive), unpacked).catch((error: Error) => {
      throw new Refusal(`it does not unpack (truncated or damaged): ${error.message}`)
    })
    const manifest = await readManifest(unpacked)
    await verifyFiles(unpacked, manifest)
    if (manifest.database.engine === 'sqlite') await verifyDatabase(unpacked, manifest)
    return await afterChecks(unpacked, manifest)
  } finally {
    await rm(unpacked, { recursive: true, force: true })
  }
}

async function restore(archive: string, force: boolean): Promise<Manifest> {
  if (isPostgres()) throw new Refusal('DATABASE_URL names PostgreSQL: restore its dump with pg_restore by hand (docs/deploy.md §7)')
  const database = sqliteFileOf(databaseUrl)
  const there = await occupants(database)
  if (there.length && !force)
    throw new Refusal(`${dataDir} already holds ${there.join(' and ')}: restore into an empty DATA_DIR, or add --force to replace them`)

  // unpacked beside the data folder, so that putting files in place is a rename
  return withCheckedArchive(archive, path.dirname(dataDir), async (unpacked, manifest) => {
    if (manifest.database.engine !== 'sqlite')
      throw new Refusal(`it holds a PostgreSQL dump (${manifest.database.file}): restore it with pg_restore by hand (docs/deploy.md §7)`)
    const { lastMigration } = manifest.database
    if (lastMigration && !knownMigrations().includes(lastMigration) && !force)
      throw new Refusal(
        `it was made by a newer release (migration ${lastMigration} is unknown to this checkout): restore with that release, or add --force`,
      )

    // every check passed: from here on the data folder changes
    if (force) {
      await Promise.all(sqliteCompanions(database).map((file) => rm(file, { force: true })))
      await Promise.all(storedFolders.map(({ dir }) => rm(dir, { recursive: true, force: true })))
    }
    for (const file of Object.keys(manifest.files)) {
      if (file === manifest.database.file || file === manifest.secretFile) continue
      await move(path.join(unpacked, file), placeOf(file) as string)
    }
    if (manifest.secretFile) {
      await mkdir(dataDir, { recursive: true })
      await writeFile(secretFile, await readFile(path.join(unpacked, manifest.secretFile)), { mode: 0o600 })
    }
    // the database last, under its own name only once it is whole
    await move(path.join(unpacked, manifest.database.file), `${database}.restoring`)
    await rename(`${database}.restoring`, database)
    return manifest
  })
}

const describeManifest = (manifest: Manifest) => {
  const { rows } = manifest.database
  const { name, version, gitCommit } = manifest.site
  const stored = Object.keys(manifest.files).filter((file) => file.startsWith('files/')).length
  return (
    `${manifest.database.engine} snapshot of ${manifest.database.snapshotAt} (${name} ${version}${gitCommit ? ` at ${gitCommit.slice(0, 12)}` : ''}, ` +
    `migration ${manifest.database.lastMigration ?? 'none'}): ${rows.enquiries ?? 0} enquiries, ${rows.members ?? 0} members, ${stored} stored files`
  )
}

const args = process.argv.slice(2)
const flags = { force: args.includes('--force'), check: args.includes('--check') }
const [archive, ...extra] = args.filter((arg) => arg !== '--force' && arg !== '--check')
if (!archive || extra.length || archive.startsWith('-')) {
  console.error('usage: npm run restore -- <archive.tar.gz> [--force]   (into DATA_DIR; --force replaces what is there)')
  console.error('       npm run restore -- <archive.tar.gz> --check   (only checks the archive, changes nothing)')
  process.exit(2)
}
try {
  if (flags.check) {
    const manifest = await withCheckedArchive(archive, os.tmpdir(), async (_unpacked, manifest) => manifest)
    console.log(`[restore] ${archive} is whole: ${describeManifest(manifest)}`)
    process.exit(0)
  }
  const manifest = await restore(archive, flags.force)
  console.log(`[restore] ${archive} → ${dataDir}`)
  console.log(`[restore] ${describeManifest(manifest)}`)
  if (!manifest.secretFile) console.log('[restore] the archive holds no secret: start the site with the PAYLOAD_SECRET it ran with')
  if (manifest.objectStorage)
    console.log(`[restore] uploads were in the bucket ${manifest.objectStorage.bucket}: restore that copy with the same tool`)
  console.log('[restore] start the site with npm start (it applies newer migrations)')
  process.exit(0)
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error)
  console.error(error instanceof Refusal ? `[restore] refused, nothing changed: ${reason}` : `[restore] failed: ${reason}`)
  process.exit(1)
}
