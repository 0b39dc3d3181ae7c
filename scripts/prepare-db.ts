/**
 * Brings the database to the current schema, fills an empty one with the initial content and
 * creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when no staff account exists.
 * Run by `npm start` before the server; safe to run on every start, and by many instances at once:
 * the work happens under a lock (a PostgreSQL advisory lock, or a lock directory beside the SQLite
 * file), so the first instance migrates and seeds and the others find it done.
 */
// first: `.env` read and the settings checked before the config below reads them
import './loadSettings.mjs'

import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import pg from 'pg'
import { getPayload } from 'payload'

import { migrationsFor } from '../src/lib/db/migrations'
import { dataDir } from '../src/lib/paths'
import config from '../src/payload.config'
import { seed } from '../src/seed'
import { checkServices } from './preflight'

/** Any fixed number: every instance of this site asks for the same advisory lock. */
const PREPARE_LOCK_ID = 4_206_090

async function postgresLock(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_ID])
  // the lock ends with the session, so an instance that dies while holding it frees it too
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_ID]).catch(() => undefined)
    await client.end()
  }
}

function isRunning(pid: number): boolean {
  try {
    return process.kill(pid, 0)
  } catch {
    return false
  }
}

async function directoryLock(dir: string): Promise<() => Promise<void>> {
  const ownerFile = path.join(dir, 'pid')
  await mkdir(path.dirname(dir), { recursive: true })
  for (;;) {
    try {
      await mkdir(dir)
      await writeFile(ownerFile, String(process.pid))
      return () => rm(dir, { recursive: true, force: true })
    } catch {
      const owner = Number(await readFile(ownerFile, 'utf8').catch(() => ''))
      const since = (await stat(dir).catch(() => null))?.mtimeMs ?? Date.now()
      // a dead owner, our own pid (a restarted container reuses small pids), or a lock older than
      // any preparation takes (its owner died before writing its pid) is left over: take it
      const stale = owner === process.pid || (owner > 0 && !isRunning(owner)) || Date.now() - since > 10 * 60_000
      if (stale) await rm(dir, { recursive: true, force: true })
      await sleep(200)
    }
  }
}

await checkServices()
const databaseUrl = process.env.DATABASE_URL ?? ''
const release = databaseUrl.startsWith('postgres')
  ? await postgresLock(databaseUrl)
  : await directoryLock(path.join(dataDir, 'prepare-db.lock'))
try {
  const payload = await getPayload({ config })
  await payload.db.migrate({ migrations: migrationsFor(databaseUrl) })

  if (process.env.SEED !== 'false') await seed(payload)

  const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const staff = await payload.count({ collection: 'users' })
    if (staff.totalDocs === 0) {
      await payload.create({
        collection: 'users',
        data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, roles: ['admin'], name: 'Administrator' },
      })
      payload.logger.info(`Created the first administrator ${ADMIN_EMAIL}`)
    }
  }
} finally {
  await release()
}
process.exit(0)
