// A second-long copy of anonymous public pages inside the process, in front of Next's request
// handler: a page that is the same for every visitor is answered from memory, bytes and headers
// as Next last sent them, without Next's routing, proxy, cache lookup, ETag hashing and policy
// work. See docs/decisions/019-page-micro-cache.md.
// Which requests share a copy, and for how long, is server/pageCopies.mjs; this is the store.
import { PUBLIC_PAGE_CACHE_CONTROL } from './sharedCaching.mjs'

import { MEMBER_TTL_MS, PICTURE_TTL_MS, TTL_MS } from './pageCopies.mjs'
import { isPictureKey } from './bodyKeyedCopies.mjs'
import { withoutHeaders } from './answerHeaders.mjs'
import { isHtmlType } from './contentType.mjs'
import { REQUEST_ID_HEADER } from './requestLog.mjs'

/** How long the other requests get the old copy while one fetches the new one. */
const STALE_MS = 5000
const MAX_ENTRIES = 500
const MAX_BYTES = 64 * 1024 * 1024

/** How long a request waits for another's render of the same key before it renders itself. */
const WAIT_MS = 2000
/** @type {Map<string, { since: number, waiters: (() => void)[] }>} keys no copy holds, being rendered */
const renders = new Map()
/** @type {Map<string, number>} keys whose last answer could not be kept, until when not to wait for them */
const notKept = new Map()

/**
 * A kept answer: what goes out for it (`copy`; `copy304` for the 304), each with its head ready for
 * Node's writeHead as name, value pairs whose `age` and request id slots are filled for each answer.
 * @typedef {{ madeAt: number, expires: number, refreshingSince?: number, status: number, body: Buffer, etag?: string, copy: Copy, copy304: Copy }} Entry
 */
/** @type {Map<string, Entry>} */
const entries = new Map()
let bytes = 0

/**
 * A copy to send: its status, its head (name, value pairs, `age` filled) and body, made once a kept
 * answer (and once for its 304). `headWithId` fills the request id slot of the head.
 * @typedef {{ status: number, head: string[], body: Buffer }} Copy
 */

/**
 * The answer from a fresh copy, if there is one: a 304 when the client's copy is the same. Either
 * carries `Age` (whole seconds since the copy was made), as an answer from a cache does; an answer
 * Next rendered for this request has none.
 *
 * With no copy yet, a request that goes on to render says so (`willRender`), and the others asking
 * for the same key meanwhile wait for its answer (a promise, at most WAIT_MS) instead of rendering
 * the same page again: fifty visitors arriving at a page no copy holds cost one render, not fifty. A
 * key whose last answer could not be kept (a private page) is not waited for again for a while.
 * @param {string} key
 * @param {import('node:http').IncomingMessage} request
 * @returns {Copy | Promise<Copy | undefined> | undefined}
 */
export function answerFromMicroCache(key, request) {
  const entry = entries.get(key)
  const now = Date.now()
  if (!entry) {
    const rendering = renders.get(key)
    if (!rendering || now - rendering.since > WAIT_MS || (notKept.get(key) ?? 0) > now) return undefined
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(undefined), WAIT_MS - (now - rendering.since))
      rendering.waiters.push(() => {
        clearTimeout(timer)
        resolve(entries.has(key) ? answerFromEntry(key, request, Date.now()) : undefined)
      })
    })
  }
  if (entry.expires < now) {
    // One request fetches a new copy; the others meanwhile get this one (as nginx's
    // `proxy_cache_use_stale updating` does), so a busy page never sends everyone to Next at once.
    const refreshing = entry.refreshingSince !== undefined && now - entry.refreshingSince < STALE_MS
    if (!refreshing) {
      entry.refreshingSince = now
      return undefined
    }
  }
  return answerFromEntry(key, request, now)
}

/**
 * A request for `key` goes on to Next (no copy answered it): the others asking for the same key
 * meanwhile wait for its answer. Said before the render is queued or started, once a render.
 * @param {string} key
 */
export function willRender(key) {
  if (entries.has(key) || (notKept.get(key) ?? 0) > Date.now()) return
  const rendering = renders.get(key)
  if (!rendering || Date.now() - rendering.since > WAIT_MS) renders.set(key, { since: Date.now(), waiters: rendering?.waiters ?? [] })
}

/** The values in a head that change with each answer, after the kept pairs (headOf): from its end. */
const AGE_FROM_END = 3
const ID_FROM_END = 1

/** @param {string} key @param {import('node:http').IncomingMessage} request @param {number} now @returns {Copy} */
function answerFromEntry(key, request, now) {
  const entry = /** @type {Entry} */ (entries.get(key))
  const copy = entry.etag !== undefined && request.headers['if-none-match'] === entry.etag ? entry.copy304 : entry.copy
  copy.head[copy.head.length - AGE_FROM_END] = String(Math.floor((now - entry.madeAt) / 1000))
  return copy
}

/**
 * A copy's head with the request's id in its slot, or without the slot when there is none. The head
 * is the copy's own: call it just before the head is written.
 * @param {Copy} copy @param {string | undefined} id
 */
export function headWithId(copy, id) {
  if (!id) return copy.head.slice(0, -2)
  copy.head[copy.head.length - ID_FROM_END] = id
  return copy.head
}

const EMPTY = Buffer.alloc(0)

/**
 * The head of a kept answer as name, value pairs, with the slots for `age` and the request id
 * (REQUEST_ID_HEADER, server/requestLog.mjs) last.
 * @param {Record<string, string | string[] | number>} headers
 */
function headOf(headers) {
  const head = []
  for (const [name, value] of Object.entries(headers))
    for (const one of Array.isArray(value) ? value : [value]) head.push(name, String(one))
  head.push('age', '0', REQUEST_ID_HEADER, '')
  return head
}

/**
 * The render of a key no copy holds has ended: whoever waited for it goes on, from the copy when it
 * was kept. A key that could not be kept is not waited for again for a while.
 * @param {string} key @param {'kept' | 'not kept' | 'unknown'} outcome
 */
function rendered(key, outcome) {
  const rendering = renders.get(key)
  renders.delete(key)
  if (outcome === 'not kept') {
    if (notKept.size >= MAX_ENTRIES) notKept.delete(notKept.keys().next().value)
    notKept.set(key, Date.now() + STALE_MS)
  } else if (outcome === 'kept') notKept.delete(key)
  for (const waiter of rendering?.waiters ?? []) waiter()
}

/**
 * The last step of the response pipeline (server/responseSteps.mjs): keeps the answer as sent when
 * it is a public page — a 200 (or 404, or a members-only page's redirect to the login page) HTML answer with the public Cache-Control (server/sharedCaching.mjs gives it only to answers the same for every visitor) and no cookie set — under
 * `facts.copyKey`; for a member's catalogue page (`facts.member`), the 200 HTML page Next rendered
 * after checking the session, private as it is. A 304 for the very version kept renews the copy; any other answer removes it.
 * @param {import('./answerTypes.mjs').Answer} answer
 * @param {import('./answerTypes.mjs').Facts} facts
 * @returns {import('./answerTypes.mjs').Answer}
 */
export function keepForMicroCache(answer, facts) {
  const key = facts.copyKey
  if (!key) return answer
  const { status, headers, body } = answer
  const lifetime = facts.member ? MEMBER_TTL_MS : isPictureKey(key) ? PICTURE_TTL_MS : TTL_MS
  if (!answer.streamed && body.length > 0 && headers['set-cookie'] === undefined && mayBeKept(answer, facts)) {
    store(key, { status, headers, body, etag: String(headers.etag ?? '') || undefined }, lifetime)
    rendered(key, 'kept')
  } else if (status === 304 && renew(key, String(headers.etag ?? ''), lifetime)) {
    // the refreshing request carried the browser's ETag and Next said the page is unchanged
  } else {
    forget(key) // no longer a public page (unpublished, made private): no stale copy either
    // a 304 to one browser says nothing of whether the page can be kept
    rendered(key, status === 304 ? 'unknown' : 'not kept')
  }
  return answer
}

/**
 * Whether an answer is one its copy may hold: a member's catalogue page as Next rendered it for them
 * (private), a public page (a 200, a 404 or a members-only page's redirect to the login page, with
 * the public Cache-Control that server/sharedCaching.mjs gives only to answers the same for every
 * visitor), a read call's JSON reply, a sitemap, the site's icon or an optimised picture that no
 * cache is told to keep to itself (server/bodyKeyedCopies.mjs).
 * @param {import('./answerTypes.mjs').Answer} answer @param {import('./answerTypes.mjs').Facts} facts
 */
function mayBeKept({ status, headers }, facts) {
  const type = String(headers['content-type'] ?? '')
  if (facts.readCall) return status === 200 && type.startsWith('application/json')
  if (facts.sharedFile)
    return (
      status === 200 &&
      (type.startsWith('application/xml') || type.startsWith('image/')) &&
      !/\b(?:private|no-store)\b/.test(String(headers['cache-control'] ?? ''))
    )
  if (!isHtmlType(type)) return false
  if (facts.member) return status === 200 && /\bprivate\b/.test(String(headers['cache-control']))
  return (status === 200 || status === 404 || status === 307) && headers['cache-control'] === PUBLIC_PAGE_CACHE_CONTROL
}

/**
 * Headers of one answer, not of the copy: its connection's, its request's id (each answer from the
 * copy gets its own), its age, and Next's cache outcome (it was not Next's cache that answers from
 * the copy: its `age` says how old it is).
 */
const PER_ANSWER = ['connection', 'keep-alive', REQUEST_ID_HEADER, 'age', 'x-nextjs-cache']

/**
 * Keeps a copy another lifetime when Next answered 304 for the very same version; false otherwise.
 * @param {string} key @param {string} etag @param {number} lifetime ms
 */
function renew(key, etag, lifetime) {
  const entry = entries.get(key)
  if (!entry?.etag || entry.etag !== etag) return false
  entry.madeAt = Date.now()
  entry.expires = entry.madeAt + lifetime
  delete entry.refreshingSince
  return true
}

function forget(key) {
  const old = entries.get(key)
  if (!old) return
  entries.delete(key)
  bytes -= old.body.length
}

/**
 * Keeps an answer as sent (its headers but those of one answer alone) for `lifetime` ms.
 * @param {string} key
 * @param {Omit<Entry, 'madeAt' | 'expires' | 'copy' | 'copy304'> & { headers: import('./answerTypes.mjs').Answer['headers'] }} answer
 * @param {number} lifetime
 */
function store(key, { headers, ...answer }, lifetime) {
  forget(key)
  // the oldest copies go first when the cap is reached
  while (entries.size >= MAX_ENTRIES || (entries.size > 0 && bytes + answer.body.length > MAX_BYTES)) {
    const [oldestKey, oldest] = entries.entries().next().value
    entries.delete(oldestKey)
    bytes -= oldest.body.length
  }
  const now = Date.now()
  const kept = withoutHeaders(headers, PER_ANSWER)
  const copy = { status: answer.status, head: headOf(kept), body: answer.body }
  const copy304 = { status: 304, head: headOf(withoutHeaders(kept, ['content-length', 'content-encoding', 'content-type'])), body: EMPTY }
  entries.set(key, { ...answer, copy, copy304, madeAt: now, expires: now + lifetime })
  bytes += answer.body.length
}

/** For tests: forget every copy. */
export function clearMicroCache() {
  entries.clear()
  renders.clear()
  notKept.clear()
  bytes = 0
}
