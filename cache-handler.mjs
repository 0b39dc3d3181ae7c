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

import { NextFileSystemCache } from './src/runtime/nextFileSystemCache.mjs'
import { siteLog } from './src/runtime/log.mjs'

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
  // wait (briefly) for the connection: a revalidation sent before it is held until the connection is up
  await Promise.race([client.connect().catch(() => undefined), sleep(3_000)])
  // one key space per build: a new release never reads what the previous one cached (instances of one build share it)
  const redis = createRedisHandler({ client, keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'site:'}${buildId()}:`, timeoutMs: 1_000 })
  return {
    handlers: [holdingRevalidations(redis, client)],
    // The safety net: an entry without a revalidate time of its own (all of this site's: they are
    // expired by tag) is dropped after this many seconds, so a lost revalidation heals by itself.
    ttl: { defaultStaleAge: safetyNetSeconds, estimateExpireAge: (staleAge) => staleAge },
  }
}

const retryHeldEveryMs = 1_000

/**
 * An editor's change expires the pages that show it by tag, in Redis. While Redis is away (or
 * before this instance has reconnected) that expiry cannot be written; dropped, it would leave
 * every instance serving the old page from Redis once Redis is back (with its data, or with the
 * entries other instances stored meanwhile) until the safety net. So a failed expiry is held in
 * this process and written again once Redis answers. A process that ends while holding some
 * leaves them to the safety net.
 */
export function holdingRevalidations(handler, client, log = siteLog('cache')) {
  const held = new Set()
  let retrying
  const writeHeld = async () => {
    if (!client.isReady) return
    for (const tag of [...held]) {
      try {
        await handler.revalidateTag(tag)
        held.delete(tag)
      } catch {
        return
      }
    }
    if (held.size) return
    clearInterval(retrying)
    retrying = undefined
    log.info('held cache expiries written to Redis')
  }
  return {
    ...handler,
    async revalidateTag(tag) {
      try {
        await handler.revalidateTag(tag)
      } catch (error) {
        if (!held.size) log.warn(`cache expiry held until Redis answers (${error.message})`)
        held.add(tag)
        retrying ??= setInterval(() => void writeHeld(), retryHeldEveryMs).unref()
      }
    },
  }
}

CacheHandler.onCreation(sharedRedisCache)

export default redisUrl ? CacheHandler : NextFileSystemCache
