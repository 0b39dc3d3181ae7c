// Members' sessions this process has verified lately, so that a member's page can be answered from a
// copy (kept by server/pageMicroCache.mjs, answered by server/responsePipeline.mjs) and the header's
// session check made without a database read each time. A session leaves the cache the moment its
// row is deleted (log out, password reset, a member disabled or deleted:
// src/collections/MemberSessions), on this instance at once and, with Redis, on every other instance
// through one Redis channel; the cache's lifetime bounds the rest (a message lost while Redis is away). See docs/decisions/037-member-pages-and-sessions-from-a-cache.md.
// Plain JavaScript: server.mjs runs it as it is and Next bundles its own copies of it, so the state
// lives on `globalThis`, made by whichever copy asks first (as src/runtime/metrics.mjs does).
import { createHash } from 'node:crypto'

import { siteLog } from './log.mjs'

const SHARED = Symbol.for('site.verifiedSessions')
const CHANNEL = 'site:member-sessions-ended'
/** How long a verified session is believed without asking the database again. */
const TTL_MS = Number(process.env.SESSION_CHECK_CACHE_MS ?? 10_000)
const MAX_ENTRIES = 20_000

/**
 * @typedef {(token: string) => Promise<{ expiresAt: number } | null>} SessionLookup
 * What the database says of a token: when its session ends, or null when it opens none.
 */

function shared() {
  const holder = /** @type {Record<symbol, any>} */ (/** @type {unknown} */ (globalThis))
  holder[SHARED] ??= {
    /** @type {Map<string, number>} token hash → believed until (ms) */
    verified: new Map(),
    /** @type {SessionLookup | undefined} */
    lookup: undefined,
    /** @type {((hash: string) => void) | undefined} */
    publish: undefined,
  }
  return holder[SHARED]
}

/** The SHA-256 of a session token, as the sessions table keeps it. @param {string} token */
export const hashToken = (token) => createHash('sha256').update(token).digest('hex')

/**
 * Tells the cache how to ask the database (Next's side registers it when the server starts).
 * @param {SessionLookup} lookup
 */
export function registerSessionLookup(lookup) {
  shared().lookup = lookup
}

/** Whether a session lookup has been registered: without it, nothing is answered from a member's copy. */
export const canVerifySessions = () => shared().lookup !== undefined

/**
 * Whether `token` opens a member's session: from the cache when it was verified within its lifetime,
 * else from the database (and kept). An unknown, expired or ended session is never kept.
 * @param {string | null | undefined} token
 * @returns {Promise<boolean>}
 */
export async function isMemberSession(token) {
  if (!token || token.length > 200) return false
  const state = shared()
  const hash = hashToken(token)
  const now = Date.now()
  const until = state.verified.get(hash)
  if (until !== undefined && until > now) return true
  if (until !== undefined) state.verified.delete(hash)
  if (!state.lookup) return false
  const session = await state.lookup(token)
  if (!session) return false
  rememberVerified(hash, session.expiresAt)
  return true
}

/**
 * Keeps a session the database has just confirmed (a login, a lookup).
 * @param {string} hash @param {number} expiresAt when the session ends (ms)
 */
export function rememberVerified(hash, expiresAt) {
  if (TTL_MS <= 0) return
  const { verified } = shared()
  verified.delete(hash)
  // the oldest entries go first when the cap is reached
  while (verified.size >= MAX_ENTRIES) verified.delete(verified.keys().next().value)
  verified.set(hash, Math.min(Date.now() + TTL_MS, expiresAt))
}

/**
 * Forgets an ended session here and, with Redis, on every other instance.
 * @param {string} hash
 */
export function forgetVerifiedSession(hash) {
  const state = shared()
  state.verified.delete(hash)
  state.publish?.(hash)
}

/** For tests: forget every verified session. */
export function clearVerifiedSessions() {
  shared().verified.clear()
}

/**
 * Joins the instances' channel of ended sessions on Redis: what another instance forgets is forgotten
 * here too. Without Redis (one instance) there is nothing to join.
 * @param {string | undefined} redisUrl
 */
export async function shareEndedSessions(redisUrl) {
  if (!redisUrl) return
  const state = shared()
  if (state.publish) return
  const log = siteLog('sessions')
  const { createClient } = await import('@redis/client')
  const options = {
    url: redisUrl,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000, reconnectStrategy: (/** @type {number} */ retries) => Math.min(100 * 2 ** retries, 2_000) },
  }
  const publisher = createClient(options)
  const subscriber = createClient(options)
  for (const client of [publisher, subscriber]) client.on('error', (error) => log.warn({ err: error }, 'Redis channel of ended sessions'))
  state.publish = (/** @type {string} */ hash) => {
    // while Redis is away, the other instances believe the session at most SESSION_CHECK_CACHE_MS more
    publisher.publish(CHANNEL, hash).catch((error) => log.warn({ err: error }, 'could not tell the other instances of an ended session'))
  }
  let joined = false
  subscriber.on('ready', () => {
    // messages sent while this instance was away are lost: believe nothing verified before
    state.verified.clear()
    if (joined) return // the client joins its channels again by itself
    joined = true
    subscriber
      .subscribe(CHANNEL, (/** @type {string} */ hash) => state.verified.delete(hash))
      .catch((/** @type {unknown} */ error) => log.warn({ err: error }, 'could not join the channel of ended sessions'))
  })
  await Promise.all([publisher.connect(), subscriber.connect()]).catch((error) =>
    log.warn({ err: error }, 'Redis is not reachable: ended sessions reach the other instances when it is'),
  )
}
