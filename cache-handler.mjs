// Next's cache (ISR pages, `unstable_cache` data, tag revalidation) for this site.
// Without REDIS_URL: Next's own file-system cache, as on a single machine.
// With REDIS_URL: one cache in Redis shared by every instance, through @fortedigital/nextjs-cache-handler,
// so a revalidation made by one instance expires the entry for all. See docs/decisions/012-shared-cache-and-scale-out.md.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'

import { NextFileSystemCache } from './server/nextFileSystemCache.mjs'
import { siteLog } from './src/lib/log.mjs'

// a build needs no Redis: nothing is prerendered from content (docs/decisions/001)
const redisUrl = process.env.NEXT_PHASE === 'phase-production-build' ? undefined : process.env.REDIS_URL

const safetyNetSeconds = 300

const buildId = () => readFileSync(path.join(process.cwd(), '.next/BUILD_ID'), 'utf8').trim()

/** One Redis connection per process, whatever number of handler instances Next creates. */
function sharedRedisCache() {
  globalThis.siteRedisCacheConfig ??= connectRedisCache()
  return globalThis.siteRedisCacheConfig
}

async function connectRedisCache() {
  const client = createClient({
    url: redisUrl,
    // while Redis is away, commands fail at once (a cache miss: the page renders from the database)
    // instead of queueing until the timeout; the client reconnects by itself
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let lostSince = 0
  client.on('error', (error) => {
    if (lostSince) return
    lostSince = Date.now()
    siteLog('cache').warn(`Redis unreachable (${error.message}); pages render from the database until it is back`)
  })
  client.on('ready', () => {
    if (lostSince) siteLog('cache').info(`Redis reconnected after ${Math.round((Date.now() - lostSince) / 1000)} s`)
    lostSince = 0
  })
  // wait (briefly) for the connection: a revalidation sent before it would fail, and be lost
  await Promise.race([client.connect().catch(() => undefined), sleep(3_000)])
  return {
    // one key space per build: a new release never reads what the previous one cached (instances of one build share it)
    handlers: [createRedisHandler({ client, keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'site:'}${buildId()}:`, timeoutMs: 1_000 })],
    // The safety net: an entry without a revalidate time of its own (all of this site's: they are
    // expired by tag) is dropped after this many seconds, so a lost revalidation heals by itself.
    ttl: { defaultStaleAge: safetyNetSeconds, estimateExpireAge: (staleAge) => staleAge },
  }
}

CacheHandler.onCreation(sharedRedisCache)

export default redisUrl ? CacheHandler : NextFileSystemCache
