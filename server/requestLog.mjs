// One log line per request, written when its answer is done: method, path (a query's secrets
// hidden), status, bytes, duration, client address, cache outcome and the request id, which the
// answer carries in X-Request-Id. The id is nginx's ($request_id, deploy/nginx) when the request
// came through a proxy TRUST_PROXY names; otherwise the server makes one. Its duration also goes
// to the metrics, by kind of request.
import { randomUUID } from 'node:crypto'

import { clientAddress, peerIsTrustedProxy } from '../src/runtime/clientAddress.mjs'
import { loggedPath } from '../src/runtime/log.mjs'
import { observeRequest, requestKind } from '../src/runtime/metrics.mjs'

export const REQUEST_ID_HEADER = 'x-request-id'
const GIVEN_ID = /^[\w.:-]{1,128}$/
/**
 * Gives the request its id (also set on the request's headers, for the app) and logs the request
 * when its answer is done. Returns a function to tell the log how the answer was found in a cache.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('pino').Logger} log
 * @returns {(outcome: string) => void}
 */
export function logRequest(request, response, log) {
  const started = process.hrtime.bigint()
  // as asked: Next may rewrite the URL (languages, redirects) before the answer is done
  const kind = requestKind(request.url ?? '/')
  const socket = request.socket
  const bytesBefore = socket.bytesWritten
  const given = request.headers[REQUEST_ID_HEADER]
  const peer = socket.remoteAddress ?? ''
  const id = typeof given === 'string' && GIVEN_ID.test(given) && peerIsTrustedProxy(peer) ? given : randomUUID()
  request.headers[REQUEST_ID_HEADER] = id
  response.setHeader('X-Request-Id', id)
  let cache = ''
  response.once('close', () => {
    const nextCache = response.getHeader('x-nextjs-cache')
    const ms = Number((process.hrtime.bigint() - started) / 1000n) / 1000
    observeRequest(kind, response.statusCode, ms / 1000)
    const headers = { get: (/** @type {string} */ name) => /** @type {string | null} */ (request.headers[name.toLowerCase()] ?? null) }
    log.info(
      {
        reqId: id,
        method: request.method,
        path: loggedPath(request.url ?? '/'),
        status: response.statusCode,
        bytes: socket.bytesWritten - bytesBefore,
        ms,
        client: clientAddress({ headers }),
        ...(cache || nextCache ? { cache: cache || String(nextCache).toLowerCase() } : {}),
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      'request',
    )
  })
  return (outcome) => {
    cache = outcome
  }
}
