#!/usr/bin/env node
// The production server: Next.js's request handler on a plain Node HTTP server, so that the app
// knows the socket address of each request and an instance stops without dropping requests.
// See docs/decisions/011-custom-server.md.
import { createServer } from 'node:http'
import next from 'next'

import { applyContentSecurityPolicy } from './server/contentSecurityPolicy.mjs'

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME_BIND ?? '0.0.0.0'
const drainSeconds = Number(process.env.DRAIN_SECONDS ?? 10)

/**
 * The address of the peer that opened the connection. Set on every request, replacing whatever a
 * client sent under this name; `src/lib/api/clientAddress.ts` decides from it and TRUST_PROXY
 * whether forwarding headers may be believed.
 */
export const SOCKET_ADDRESS_HEADER = 'x-socket-address'

const app = next({ dev: false, dir: process.cwd(), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  request.headers[SOCKET_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
  if (stopping) response.setHeader('Connection', 'close')
  applyContentSecurityPolicy(response)
  handle(request, response)
})
server.keepAliveTimeout = 65_000

let stopping = false
function stop(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: no new connections; finishing requests in flight (up to ${drainSeconds} s)`)
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => {
    console.log('Requests still open after the drain period; closing them')
    server.closeAllConnections()
    process.exit(0)
  }, drainSeconds * 1000).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))

server.listen(port, hostname, () => console.log(`Ready on http://${hostname}:${port}`))
