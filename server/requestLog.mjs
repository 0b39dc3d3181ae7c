// One log line per request, written when its answer is done: method, path (a query's secrets
// hidden), status, bytes, duration, client address, cache outcome and the request id, which the
// answer carries in X-Request-Id. The id is nginx's ($request_id, deploy/nginx) when the request
// came through a proxy TRUST_PROXY names; otherwise the server makes one. Its duration also goes
// to the metrics, by kind of request.
import { randomUUID } from 'node:crypto'

import { clientAddressOf, configuredTrust, peerIsTrustedProxy } from '../src/runtime/clientAddress.mjs'
import { loggedPath } from '../src/runtime/log.mjs'
import { observeRequest, requestKind } from '../src/runtime/metrics.mjs'

export const REQUEST_ID_HEADER = 'x-request-id'
const GIVEN_ID = /^[\w.:-]{1,128}$/

/**
 * The request's id, once logRequest gave it one.
 * @param {import('node:http').IncomingMessage} request
 * @returns {string | undefined}
 */
export const requestIdOf = (request) => /** @type {string | undefined} */ (request.headers[REQUEST_ID_HEADER])

/**
 * Puts the request's id on its answer. An answer from a page's copy writes it with the copy's own
 * head instead (server/responsePipeline.mjs), so that nothing is set before that one write.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function giveRequestId(request, response) {
  const id = requestIdOf(request)
  if (id) response.setHeader(REQUEST_ID_HEADER, id)
}

/**
 * What the log keeps of a request until its answer is done: one object a request, on the response,
 * read by one shared `close` listener (no closures made per request on the hot path).
 * @typedef {{ started: number, url: string, bytesBefore: number, id: string, client: string, cache: string, writeLine: (line: import('../src/runtime/log.mjs').RequestLine) => void }} Pending
 */
const PENDING = Symbol('requestLog.pending')

/**
 * Gives the request its id (on the request's headers, for the app and for giveRequestId) and logs
 * the request when its answer is done. Returns a function to tell the log how the answer was found
 * in a cache.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {(line: import('../src/runtime/log.mjs').RequestLine) => void} writeLine `requestLineWriter()`
 * @param {import('../src/runtime/clientAddress.mjs').Trust} [trust] TRUST_PROXY read: server.mjs reads it once, at
 *   start; otherwise it is read for each request
 * @returns {(outcome: string) => void}
 */
export function logRequest(request, response, writeLine, trust = configuredTrust()) {
  const headers = request.headers
  const socket = request.socket
  const peer = socket.remoteAddress ?? ''
  const given = headers[REQUEST_ID_HEADER]
  const id = typeof given === 'string' && GIVEN_ID.test(given) && peerIsTrustedProxy(peer, trust) ? given : randomUUID()
  headers[REQUEST_ID_HEADER] = id
  /** @type {Pending} */
  const pending = {
    started: performance.now(),
    // as asked: Next may rewrite the URL (languages, redirects) before the answer is done
    url: request.url ?? '/',
    bytesBefore: socket.bytesWritten,
    id,
    // as the request came: the app may add headers before the answer is done
    client: clientAddressOf(request, trust),
    cache: '',
    writeLine,
  }
  const carrier = /** @type {{ [PENDING]?: Pending }} */ (/** @type {unknown} */ (response))
  carrier[PENDING] = pending
  // `close` comes once, whether the answer was finished or the client went away
  response.on('close', logAnswered)
  return (outcome) => {
    pending.cache = outcome
  }
}

/** @this {import('node:http').ServerResponse} */
function logAnswered() {
  const pending = /** @type {Pending} */ (/** @type {{ [PENDING]?: Pending }} */ (/** @type {unknown} */ (this))[PENDING])
  const ms = Math.round((performance.now() - pending.started) * 1000) / 1000
  observeRequest(requestKind(pending.url), this.statusCode, ms / 1000)
  const nextCache = pending.cache ? undefined : this.getHeader('x-nextjs-cache')
  pending.writeLine({
    reqId: pending.id,
    method: this.req.method ?? '',
    path: loggedPath(pending.url),
    status: this.statusCode,
    bytes: this.req.socket.bytesWritten - pending.bytesBefore,
    ms,
    client: pending.client,
    cache: pending.cache || (nextCache ? String(nextCache).toLowerCase() : undefined),
    aborted: !this.writableFinished,
  })
}
