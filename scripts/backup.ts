/**
 * `npm run backup`: one archive in BACKUP_DIR holding a consistent snapshot of the database, taken
 * while the site serves and writes, the stored files, the generated secret and a manifest with a
 * SHA-256 of each. Written under a temporary name and renamed when complete, so an interrupted
 * backup never leaves an archive that looks whole. Keeps the BACKUP_KEEP newest archives.
 */
// first: `.env` read and the settings checked, as the site itself does
import './loadSettings.mjs'

import { execFileSync } from 'node:child_process'
import { copyFile, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { objectStorageEnabled, s3Settings } from '../src/lib/objectStorage'
import { databaseUrl, isPostgres, secretFile } from '../src/lib/paths'
import { archiveName, pruneArchives, removeLeftovers, workNames } from './backup/archives'
import { snapshotDatabase } from './backup/databaseSnapshot'
import { copyTree, exists, regularFilesUnder, sha256Of } from './backup/files'
import { databaseInArchive, SECRET_IN_ARCHIVE, storedFolders } from './backup/layout'
import { ARCHIVE_FORMAT, MANIFEST_NAME, type Manifest } from './backup/manifest'
import { packFolder } from './backup/tar'

// the checkout: npm runs its scripts there (the compiled command lives in .next/commands)
const root = process.cwd()
const backupDir = path.resolve(process.env.BACKUP_DIR || 'backups')
const keep = Number(process.env.BACKUP_KEEP || 14)

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return null
  }
}

async function takeBackup(): Promise<{ archive: string; manifest: Manifest }> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 })
  await removeLeftovers(backupDir)
  const createdAt = new Date()
  const name = archiveName(createdAt)
  const work = workNames(name)
  const staging = path.join(backupDir, work.staging)
  const partial = path.join(backupDir, work.partial)
  try {
    const databaseFile = databaseInArchive(isPostgres() ? 'postgres' : 'sqlite')
    await mkdir(path.dirname(path.join(staging, databaseFile)), { recursive: true, mode: 0o700 })
    const snapshot = await snapshotDatabase(databaseUrl, path.join(staging, databaseFile))
    // copied after the snapshot: every file the copied database names was stored before it began
    for (const { dir, inArchive } of storedFolders) await copyTree(dir, path.join(staging, inArchive))
    const hasSecretFile = await exists(secretFile)
    if (hasSecretFile) await copyFile(secretFile, path.join(staging, SECRET_IN_ARCHIVE))

    const files: Manifest['files'] = {}
    for (const file of await regularFilesUnder(staging)) {
      const absolute = path.join(staging, file)
      files[file] = { sha256: await sha256Of(absolute), bytes: (await stat(absolute)).size }
    }
    const project = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { name: string; version: string }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: 1,
      createdAt: createdAt.toISOString(),
      site: { name: project.name, version: project.version, gitCommit: gitCommit() },
      database: { ...snapshot, file: databaseFile },
      secretFile: hasSecretFile ? SECRET_IN_ARCHIVE : null,
      objectStorage: objectStorageEnabled() ? { bucket: s3Settings.bucket, endpoint: process.env.S3_ENDPOINT || null } : null,
      files,
    }
    await writeFile(path.join(staging, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`)

    const entries = [MANIFEST_NAME, ...(await readdir(staging)).filter((entry) => entry !== MANIFEST_NAME).sort()]
    // created private before tar fills it: it holds the secret and the members' data
    await writeFile(partial, '', { mode: 0o600 })
    await packFolder(staging, entries, partial)
    // on disk before it takes its name, so that a power cut cannot leave a whole-looking empty archive
    const written = await open(partial, 'r')
    await written.sync()
    await written.close()
    const archive = path.join(backupDir, name)
    await rename(partial, archive)
    return { archive, manifest }
  } finally {
    await rm(staging, { recursive: true, force: true })
    await rm(partial, { force: true })
  }
}

try {
  const { archive, manifest } = await takeBackup()
  const removed = await pruneArchives(backupDir, keep)
  const { rows } = manifest.database
  const stored = Object.keys(manifest.files).filter((file) => file.startsWith('files/')).length
  console.log(`[backup] ${archive} (${((await stat(archive)).size / 1e6).toFixed(1)} MB)`)
  console.log(
    `[backup] ${manifest.database.engine} snapshot at ${manifest.database.snapshotAt}, migration ${manifest.database.lastMigration ?? 'none'}: ` +
      `${rows.enquiries ?? 0} enquiries, ${rows.members ?? 0} members, ${rows.articles ?? 0} articles; ${stored} stored files`,
  )
  if (!manifest.secretFile)
    console.log('[backup] PAYLOAD_SECRET comes from the environment: keep it with your other secrets, the archive does not hold it')
  if (manifest.objectStorage)
    console.log(`[backup] uploads live in the bucket ${manifest.objectStorage.bucket}: copy it too (rclone sync, docs/deploy.md §7)`)
  if (removed.length) console.log(`[backup] removed ${removed.length} older archive(s), keeping the newest ${keep}`)
  process.exit(0)
} catch (error) {
  console.error(`[backup] failed, no archive written: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
