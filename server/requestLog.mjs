// One log line per request, written when its answer is done: method, path (a query's secrets
// hidden), status, bytes, duration, client address, cache outcome and the request id, which the
// answer carries in X-Request-Id. The id is nginx's ($request_id, deploy/nginx) when the request
// came through a proxy TRUST_PROXY names; otherwise the server makes one. Its duration also goes
// to the metrics, by kind of request.
import { randomUUID } from 'node:crypto'

import { clientAddressOf, peerIsTrustedProxy } from '../src/runtime/clientAddress.mjs'
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
 * Gives the request its id (on the request's headers, for the app and for giveRequestId) and logs
 * the request when its answer is done. Returns a function to tell the log how the answer was found
 * in a cache.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {(line: import('../src/runtime/log.mjs').RequestLine) => void} writeLine `requestLineWriter()`
 * @returns {(outcome: string) => void}
 */
export function logRequest(request, response, writeLine) {
  const started = performance.now()
  // as asked: Next may rewrite the URL (languages, redirects) before the answer is done
  const url = request.url ?? '/'
  const socket = request.socket
  const bytesBefore = socket.bytesWritten
  const given = request.headers[REQUEST_ID_HEADER]
  const id = typeof given === 'string' && GIVEN_ID.test(given) && peerIsTrustedProxy(socket.remoteAddress ?? '') ? given : randomUUID()
  request.headers[REQUEST_ID_HEADER] = id
  let cache = ''
  response.once('close', () => {
    const ms = Math.round((performance.now() - started) * 1000) / 1000
    observeRequest(requestKind(url), response.statusCode, ms / 1000)
    const nextCache = cache ? undefined : response.getHeader('x-nextjs-cache')
    writeLine({
      reqId: id,
      method: request.method ?? '',
      path: loggedPath(url),
      status: response.statusCode,
      bytes: socket.bytesWritten - bytesBefore,
      ms,
      client: clientAddressOf(request),
      cache: cache || (nextCache ? String(nextCache).toLowerCase() : undefined),
      aborted: !response.writableFinished,
    })
  })
  return (outcome) => {
    cache = outcome
  }
}
