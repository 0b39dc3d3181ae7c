#!/usr/bin/env node
// The production server: Next.js's request handler on a plain Node HTTP server, so that the app
// knows the socket address of each request and an instance stops without dropping requests.
// See docs/decisions/011-custom-server.md.
import './scripts/loadSettings.mjs'

import { createServer } from 'node:http'
import next from 'next'

import { answerWithBrotli } from './server/brotliAssets.mjs'
import { redirectFinderNoise } from './server/finderNoise.mjs'
import { refuseMalformedPath } from './server/malformedPaths.mjs'
import { serveMetrics } from './server/metricsServer.mjs'
import { closeAfterUnreadBody } from './server/unreadBodies.mjs'
import { renderWithinBudget } from './server/renderBudget.mjs'
import { answerFromCopy, captureAnswer, requestFacts, withReadCallKey } from './server/responsePipeline.mjs'
import { giveRequestId, logRequest } from './server/requestLog.mjs'
import { requestLineWriter, serverLog } from './src/runtime/log.mjs'
import { configuredTrust } from './src/runtime/clientAddress.mjs'
import { metricsAddress, settingsWarnings } from './src/runtime/settings.mjs'

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0'
const drainSeconds = Number(process.env.DRAIN_SECONDS ?? 10)
const log = serverLog()
const requestLine = requestLineWriter()
// read once: a running process's settings do not change (reading the environment costs a request 0.25 µs)
const trust = configuredTrust()

// what no request handler caught: logged with its stack (the request's own errors: instrumentation's onRequestError)
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'))
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'uncaught exception')
  process.exit(1)
})

/**
 * The address of the peer that opened the connection. Set on every request, replacing whatever a
 * client sent under this name; `src/runtime/clientAddress.mjs` decides from it and TRUST_PROXY
 * whether forwarding headers may be believed.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

// Next's own origin is always localhost: it compares the proxy's rewrites (next-intl's unprefixed
// zh paths) with it, and took them for external rewrites, redirecting in a loop, when given the
// bind address (127.0.0.1) instead. The bind address only decides where the server listens.
const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
  const noteCache = logRequest(request, response, requestLine, trust)
  closeAfterUnreadBody(request, response)
  // the most common answer first: a page from its copy, whose head (the request id too) goes out in
  // one write. A copy is only ever of an answer Next gave, so of no path refused or redirected below.
  const facts = requestFacts(request, { cache: !stopping })
  // a read call's copy is keyed by its body too
  if (facts.readCall) return void withReadCallKey(request, facts).then((keyed) => answer(keyed.request, response, keyed.facts, noteCache))
  answer(request, response, facts, noteCache)
})

/**
 * From a copy, or otherwise.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./server/answerTypes.mjs').Facts} facts
 * @param {(outcome: string) => void} noteCache
 */
function answer(request, response, facts, noteCache) {
  const answered = answerFromCopy(request, response, facts)
  if (answered === true) return noteCache('micro')
  if (answered === false) return answerOtherwise(request, response, facts, noteCache)
  // a member's page from the members' copy, once the session is verified
  answered.then((fromCopy) => (fromCopy ? noteCache('micro') : answerOtherwise(request, response, facts, noteCache)))
}

/**
 * What no copy answered: a stopping server's health check, a malformed path, a build asset in
 * brotli, the finder's noise, or Next's render within the budget of the client's address.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./server/answerTypes.mjs').Facts} facts
 * @param {(outcome: string) => void} noteCache
 */
function answerOtherwise(request, response, facts, noteCache) {
  giveRequestId(request, response)
  if (stopping) {
    response.setHeader('Connection', 'close')
    // the load balancer's health check sees the instance leave before its connections close
    if (request.url === '/healthz') {
      response.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
      return response.end('{"status":"stopping"}')
    }
  }
  if (refuseMalformedPath(request, response)) return
  if (answerWithBrotli(request, response)) return noteCache('asset')
  if (redirectFinderNoise(request, response)) return noteCache('redirect')
  // what no copy answers costs a render: within the budget of the client's address
  renderWithinBudget(request, response, () => {
    captureAnswer(request, response, facts)
    handle(request, response)
  })
}
server.keepAliveTimeout = 65_000

let stopping = false
function stop(signal) {
  if (stopping) return
  stopping = true
  log.info(`${signal}: no new connections; finishing requests in flight (up to ${drainSeconds} s)`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => {
    log.warn('Requests still open after the drain period; closing them')
    server.closeAllConnections()
    process.exit(0)
  }, drainSeconds * 1000).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

const metricsAt = metricsAddress()
for (const warning of settingsWarnings(process.env)) log.warn(warning)
server.listen(port, hostname, () => {
  log.info(`Ready on http://${hostname}:${port}`)
  // after the site's own port is taken: the figures never keep the site from serving
  if (metricsAt) void serveMetrics(metricsAt, log)
})
