/**
 * Before migrating: the outside services the settings name must answer. Each failure is one line
 * naming the variable to fix, and the start stops (exit 1) before anything is written.
 */
import { createClient } from '@redis/client'
import pg from 'pg'

import { assertBucketReachable, s3Settings } from '../src/lib/objectStorage'
import { maskCredentials } from '@/runtime/settings.mjs'

const reason = (error: unknown) =>
  error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code || error.name : String(error)

async function checkPostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    return `DATABASE_URL: cannot reach PostgreSQL at ${url} (${reason(error)})`
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function checkRedis(url: string): Promise<string | null> {
  const client = createClient({ url, socket: { connectTimeout: 3_000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
    return null
  } catch (error) {
    return `REDIS_URL: cannot reach Redis at ${url} (${reason(error)})`
  } finally {
    if (client.isOpen) await client.close().catch(() => undefined)
  }
}

async function checkBucket(): Promise<string | null> {
  try {
    await assertBucketReachable()
    return null
  } catch (error) {
    const where = s3Settings.clientConfig.endpoint ?? `region ${s3Settings.clientConfig.region}`
    if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchBucket')) {
      return `S3_BUCKET: the bucket "${s3Settings.bucket}" does not exist at ${where}; create it first (docs/deploy.md)`
    }
    return `S3_BUCKET: cannot use the bucket "${s3Settings.bucket}" at ${where} (${reason(error)})`
  }
}

export async function checkServices(): Promise<void> {
  const { DATABASE_URL, REDIS_URL } = process.env
  const failures = (
    await Promise.all([
      DATABASE_URL?.startsWith('postgres') ? checkPostgres(DATABASE_URL) : null,
      REDIS_URL ? checkRedis(REDIS_URL) : null,
      s3Settings.bucket ? checkBucket() : null,
    ])
  ).filter((failure): failure is string => Boolean(failure))
  if (failures.length === 0) return
  // the driver's own message may repeat the address too
  for (const failure of failures) console.error(maskCredentials(failure))
  process.exit(1)
}
