// The figures for Prometheus on a port of their own (METRICS_PORT, loopback by default): the site's
// port is public, and the figures (routes, job names, pool sizes) are for the operator only.
import { createServer } from 'node:http'

import { metricsText, startMetrics } from '../src/runtime/metrics.mjs'

/**
 * Answers `GET /metrics` at `address`, 404 to anything else. Resolves with the server once it
 * listens, or with null when it cannot (port taken, address not on this machine): that is logged
 * as an error and the site serves on without figures. The Prometheus target of this instance is
 * then down, which the "instance down" alert of docs/deploy.md reports, while its visitors are
 * still served.
 * @param {{ port: number, host: string }} address
 * @param {import('pino').Logger} log
 * @returns {Promise<import('node:http').Server | null>}
 */
export function serveMetrics({ port, host }, log) {
  startMetrics()
  const server = createServer(async (request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      return response.end('Not found: the figures are at GET /metrics\n')
    }
    try {
      const { contentType, body } = await metricsText()
      response.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
      response.end(request.method === 'HEAD' ? undefined : body)
    } catch (error) {
      log.error({ err: error }, 'metrics: the figures could not be collected')
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('The figures could not be collected\n')
    }
  })
  const shown = `http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`
  return new Promise((resolve) => {
    server.once('error', (error) => {
      log.error({ err: error }, `metrics: cannot listen on ${shown} (METRICS_PORT, METRICS_HOST); the site serves on without metrics`)
      resolve(null)
    })
    server.listen(port, host, () => {
      log.info(`Metrics on ${shown}`)
      resolve(server)
    })
  })
}
