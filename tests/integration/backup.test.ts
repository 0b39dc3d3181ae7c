import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { dataDir, secretFile, uploadDirs } from '@/lib/paths'

import { pruneArchives, removeLeftovers } from '../../scripts/backup/archives'
import { regularFilesUnder, sha256Of } from '../../scripts/backup/files'
import type { Manifest } from '../../scripts/backup/manifest'
import { sourceRun } from '../../scripts/tsx.mjs'
import { createDatasheet, createImage } from '../support/fixtures'
import { enquiryFacts, memberFacts, type RestoredSite } from '../support/restoredRecords'
import { testPayload } from '../support/payload'

const root = path.resolve(import.meta.dirname, '../..')

/** Runs a script of the project as an operator would (`npm run backup`), with only `env` set, without blocking the writes of this process. */
function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const [command, commandArgs] = sourceRun(script, args)
    const child = spawn(command, commandArgs, {
      cwd: root,
      env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('close', (status) => resolve({ status, stdout, stderr }))
  })
}

const restore = (archive: string, target: string, ...flags: string[]) =>
  runScript('scripts/restore.ts', [archive, ...flags], { DATA_DIR: target })

const made: string[] = []
const freshDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `backup-test-${name}-`))
  made.push(dir)
  return dir
}
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))))

/** Every file under `dir` with its SHA-256: what "untouched" means for a data folder. */
async function contentsOf(dir: string): Promise<Record<string, string>> {
  const contents: Record<string, string> = {}
  for (const file of await regularFilesUnder(dir)) contents[file] = await sha256Of(path.join(dir, file))
  return contents
}

const manifestOf = (archive: string) =>
  JSON.parse(
    execFileSync('tar', ['--extract', '--gzip', '--to-stdout', '--file', archive, 'manifest.json'], { encoding: 'utf8' }),
  ) as Manifest

/** What the project's Payload serves from a restored data folder, opened in a process of its own. */
async function openRestoredSite(target: string): Promise<RestoredSite> {
  const out = path.join(await freshDir('restored-site'), 'site.json')
  const opened = await runScript('tests/support/restoredSite.ts', [out], { DATA_DIR: target })
  expect(opened.status, opened.stderr).toBe(0)
  return JSON.parse(await readFile(out, 'utf8')) as RestoredSite
}

let payload: Payload
let writes = 0

const enquiryFrom = (n: number) => ({
  status: 'new' as const,
  salutation: 'Ms.' as const,
  familyName: 'Backup',
  firstName: `Writer ${n}`,
  mobile: '+86 139 1234 5678',
  email: `writer${n}@example.com`,
  country: 'Germany',
  content: `Please quote ${n} gate valves DN100.`,
  consent: true,
})

/** Writes enquiries and, beside them, members through the Local API until stopped; each with the time it was acknowledged. */
function writeContinuously() {
  const enquiries: { id: number; at: number }[] = []
  const members: { id: number; at: number }[] = []
  let running = true
  const enquiryLoop = async () => {
    while (running) {
      const enquiry = await payload.create({ collection: 'enquiries', data: enquiryFrom(++writes) })
      enquiries.push({ id: enquiry.id, at: Date.now() })
      // leaves the backup's process a share of the two cores
      await sleep(15)
    }
  }
  // slower (the password is hashed), so in a loop of its own
  const memberLoop = async () => {
    while (running) {
      const mobile = `1360000${String(++writes).padStart(4, '0')}`
      const member = await payload.create({
        collection: 'members',
        data: { mobile, username: mobile, company: `Writer Co. ${writes}`, fullName: `Writer ${writes}`, password: 'writer123' },
      })
      members.push({ id: member.id, at: Date.now() })
    }
  }
  const done = Promise.all([enquiryLoop(), memberLoop()])
  return { enquiries, members, stop: () => ((running = false), done) }
}

let firstBackup:
  Promise<{ archive: string; manifest: Manifest; during: ReturnType<typeof writeContinuously>; finishedAt: number }> | undefined

/** One backup taken while enquiries and members are being written, shared by the tests below. */
function backupWhileWriting() {
  firstBackup ??= (async () => {
    const backupDir = await freshDir('backups')
    const during = writeContinuously()
    while (during.enquiries.length < 5 || during.members.length < 1) await sleep(20)
    const backup = await runScript('scripts/backup.ts', [], { DATA_DIR: dataDir, BACKUP_DIR: backupDir })
    const finishedAt = Date.now()
    await during.stop()
    expect(backup.status, backup.stderr).toBe(0)
    const archives = (await readdir(backupDir)).filter((name) => name.endsWith('.tar.gz'))
    expect(archives).toEqual([expect.stringMatching(/^site-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/)])
    const archive = path.join(backupDir, archives[0])
    return { archive, manifest: manifestOf(archive), during, finishedAt }
  })()
  return firstBackup
}

beforeAll(async () => {
  payload = await testPayload()
  await createImage(payload, 'gate-valve.png')
  await createImage(payload, 'angle-valve.png')
  await createDatasheet(payload, 'gate-valve.pdf')
  // the secret a site started without PAYLOAD_SECRET generates for itself
  if (!existsSync(secretFile)) await writeFile(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
})

describe('npm run backup while the site writes, then npm run restore', () => {
  it('restores every enquiry and member acknowledged before the snapshot began, the stored files and the secret', async () => {
    const { archive, manifest, during, finishedAt } = await backupWhileWriting()
    const snapshotAt = Date.parse(manifest.database.snapshotAt)
    const before = (acks: { id: number; at: number }[]) => acks.filter(({ at }) => at < snapshotAt).map(({ id }) => id)
    // the site was writing while the backup ran: acknowledgements before the snapshot and after it, before the backup ended
    expect(before(during.enquiries).length).toBeGreaterThan(0)
    expect(before(during.members).length).toBeGreaterThan(0)
    expect(during.enquiries.filter(({ at }) => at > snapshotAt && at < finishedAt).length).toBeGreaterThan(0)

    const target = path.join(await freshDir('restored'), 'data')
    const restored = await restore(archive, target)
    expect(restored.status, restored.stderr).toBe(0)
    const site = await openRestoredSite(target)

    const enquiryIds = site.enquiries.map(({ id }) => id)
    expect(before(during.enquiries).filter((id) => !enquiryIds.includes(id))).toEqual([])
    expect(before(during.members).filter((id) => !site.members.map((m) => m.id).includes(id))).toEqual([])
    expect(site.enquiries).toHaveLength(manifest.database.rows.enquiries)
    expect(site.members).toHaveLength(manifest.database.rows.members)
    expect(manifest.database.lastMigration).toMatch(/^\d{8}_\d{6}_/)

    // the records read back as they were written
    const originals = await payload.find({
      collection: 'enquiries',
      where: { id: { in: enquiryIds } },
      pagination: false,
      sort: 'id',
      depth: 0,
    })
    expect(site.enquiries).toEqual(originals.docs.map(enquiryFacts))
    const someMember = await payload.findByID({ collection: 'members', id: site.members[0].id })
    expect(site.members[0]).toEqual(memberFacts(someMember))
    expect(site.media.map(({ filename }) => filename)).toEqual(['gate-valve.png', 'angle-valve.png'])

    for (const dir of [uploadDirs.media, uploadDirs.datasheets]) {
      const restoredDir = path.join(target, path.basename(dir))
      expect(Object.keys(await contentsOf(dir)).length).toBeGreaterThan(0)
      expect(await contentsOf(restoredDir)).toEqual(await contentsOf(dir))
    }
    expect(site.secret).toBe((await readFile(secretFile, 'utf8')).trim())
  }, 240_000)
})

describe('npm run restore refuses', () => {
  /** A data folder in use: a database and an uploaded image, which a refused restore must leave as they are. */
  async function occupiedTarget() {
    const target = path.join(await freshDir('occupied'), 'data')
    await mkdir(path.join(target, 'media'), { recursive: true })
    await writeFile(path.join(target, 'site.db'), 'the database of the running site')
    await writeFile(path.join(target, 'media', 'logo.png'), 'an uploaded image')
    return target
  }

  async function expectRefused(archive: string, reason: RegExp) {
    const target = await occupiedTarget()
    const before = await contentsOf(target)
    const attempt = await restore(archive, target, '--force')
    expect(attempt.status).toBe(1)
    expect(attempt.stderr).toMatch(/^\[restore\] refused, nothing changed: /)
    expect(attempt.stderr).toMatch(reason)
    expect(await contentsOf(target)).toEqual(before)
    expect(await readdir(path.dirname(target))).toEqual(['data'])
  }

  it('a truncated archive, even with --force, and leaves the target as it was', async () => {
    const { archive } = await backupWhileWriting()
    const truncated = path.join(await freshDir('truncated'), 'site.tar.gz')
    await copyFile(archive, truncated)
    await truncate(truncated, Math.floor((await readFile(archive)).length / 2))
    await expectRefused(truncated, /does not unpack/)
  }, 120_000)

  it('an archive with one changed byte', async () => {
    const { archive } = await backupWhileWriting()
    const damaged = path.join(await freshDir('damaged'), 'site.tar.gz')
    const bytes = await readFile(archive)
    bytes[Math.floor(bytes.length / 2)] ^= 0x01
    await writeFile(damaged, bytes)
    await expectRefused(damaged, /does not unpack/)
    const checked = await runScript('scripts/restore.ts', [damaged, '--check'], { DATA_DIR: path.join(tmpdir(), 'never-written') })
    expect(checked.status).toBe(1)
    expect(checked.stderr).toMatch(/refused, nothing changed: it does not unpack/)
    expect((await runScript('scripts/restore.ts', [archive, '--check'], {})).stdout).toMatch(/is whole: sqlite snapshot of /)
  }, 120_000)

  it('an archive whose file differs by one byte from its checksum', async () => {
    const { archive } = await backupWhileWriting()
    const folder = await freshDir('tampered')
    execFileSync('tar', ['--extract', '--gzip', '--file', archive, '--directory', folder])
    const image = (await regularFilesUnder(path.join(folder, 'files/media')))[0]
    const bytes = await readFile(path.join(folder, 'files/media', image))
    bytes[bytes.length - 1] ^= 0x01
    await writeFile(path.join(folder, 'files/media', image), bytes)
    const tampered = path.join(await freshDir('tampered-archive'), 'site.tar.gz')
    execFileSync('tar', ['--create', '--gzip', '--file', tampered, '--directory', folder, '.'])
    await expectRefused(tampered, new RegExp(`files/media/${image.replace('.', '\\.')} does not match its checksum`))
  }, 120_000)

  it('an archive of a newer release, whose migration this checkout does not know', async () => {
    const { archive } = await backupWhileWriting()
    const folder = await freshDir('newer')
    execFileSync('tar', ['--extract', '--gzip', '--file', archive, '--directory', folder])
    const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as Manifest
    manifest.database.lastMigration = '29991231_000000_from_the_future'
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest))
    const newer = path.join(await freshDir('newer-archive'), 'site.tar.gz')
    execFileSync('tar', ['--create', '--gzip', '--file', newer, '--directory', folder, '.'])
    const target = path.join(await freshDir('empty'), 'data')
    const attempt = await restore(newer, target)
    expect(attempt.status).toBe(1)
    expect(attempt.stderr).toMatch(/made by a newer release \(migration 29991231_000000_from_the_future is unknown to this checkout\)/)
    expect(existsSync(target)).toBe(false)
  }, 120_000)

  it('an archive that is not a backup of this site', async () => {
    const folder = await freshDir('foreign')
    await writeFile(path.join(folder, 'site.db'), 'some other database')
    const foreign = path.join(await freshDir('foreign-archive'), 'backup.tar.gz')
    execFileSync('tar', ['--create', '--gzip', '--file', foreign, '--directory', folder, '.'])
    await expectRefused(foreign, /no manifest\.json: not a backup of this site/)
  }, 60_000)

  it('a data folder that holds a database, unless --force', async () => {
    const { archive, manifest } = await backupWhileWriting()
    const target = await occupiedTarget()
    const before = await contentsOf(target)
    const attempt = await restore(archive, target)
    expect(attempt.status).toBe(1)
    expect(attempt.stderr).toMatch(/already holds a database .* and 1 uploaded file\(s\): restore into an empty DATA_DIR, or add --force/)
    expect(await contentsOf(target)).toEqual(before)

    const forced = await restore(archive, target, '--force')
    expect(forced.status, forced.stderr).toBe(0)
    const after = await contentsOf(target)
    expect(after['site.db']).toBe(manifest.files['database/site.db'].sha256)
    expect(after['media/logo.png']).toBeUndefined()
  }, 120_000)
})

describe('the backup folder', () => {
  it('keeps the BACKUP_KEEP newest archives and what a running backup is writing; drops what an interrupted one left', async () => {
    const folder = await freshDir('retention')
    const archives = ['site-20260301T020000.000Z.tar.gz', 'site-20260302T020000.000Z.tar.gz', 'site-20260303T020000.000Z.tar.gz']
    const deadPid = 2 ** 22 + 1 // above Linux's largest pid: no process has it
    const interrupted = `.site-20260304T020000.000Z.tar.gz.${deadPid}.partial`
    const running = `.site-20260304T020000.000Z.tar.gz.${process.ppid}.partial`
    for (const name of [...archives, interrupted, running, 'notes.txt']) await writeFile(path.join(folder, name), name)

    expect(await removeLeftovers(folder)).toEqual([interrupted])
    expect(await pruneArchives(folder, 2)).toEqual([archives[0]])
    expect((await readdir(folder)).sort()).toEqual([running, 'notes.txt', archives[1], archives[2]].sort())
    expect(await pruneArchives(folder, 0)).toEqual([])
  })
})
