import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'

import { afterAll, describe, expect, it, vi } from 'vitest'

import { serveMetrics } from '../../server/metricsServer.mjs'
import { serverLog } from '@/runtime/log.mjs'
import * as metrics from '@/runtime/metrics.mjs'

import { sample } from '../support/metrics'
import { sampleIn } from '../support/prometheusText'

const logLines: { level: string; msg: string }[] = []
const log = serverLog(
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logLines.push(JSON.parse(line) as { level: string; msg: string })
      done()
    },
  }),
)

const servers: Server[] = []
afterAll(() => {
  for (const server of servers) server.close()
})

async function metricsServer() {
  const server = await serveMetrics({ port: 0, host: '127.0.0.1' }, log)
  if (!server) throw new Error('the metrics server did not start')
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('the kind of a request, as the request figures group them', () => {
  it.each([
    ['/News', 'page'],
    ['/en/VacuumValve1?tab=2', 'page'],
    ['/', 'page'],
    ['/_next/static/chunks/main-abc.js', 'asset'],
    ['/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa.jpg&w=640', 'asset'],
    ['/icon.svg', 'asset'],
    ['/robots.txt', 'asset'],
    ['/api/user/login', 'api'],
    ['/member-session', 'api'],
    ['/admin', 'admin'],
    ['/admin/collections/articles', 'admin'],
    ['/cms-api/articles?limit=10', 'admin'],
    ['/preview?slug=home', 'admin'],
    ['/cms-api/media/file/valve.jpg', 'file'],
    ['/files/datasheet/abc', 'file'],
    ['/healthz', 'health'],
    ['/administration', 'page'],
    ['/News?file=a.pdf', 'page'],
    ['/apiary', 'page'],
    ['/healthz?probe=1', 'health'],
  ])('%s is a request for a(n) %s', (path, kind) => {
    expect(metrics.requestKind(path)).toBe(kind)
  })
})

describe('the figures', () => {
  it('count what the site did, under the names and labels an operator queries', async () => {
    metrics.observeRequest('page', 200, 0.03)
    metrics.observeRequest('page', 200, 0.7)
    metrics.countRateLimitRefusal('sms:resend')
    metrics.countSmsSend('aliyun', 'throttled')
    metrics.countMailSend('failed')
    metrics.countSmsHeld('notice', 'sms-notice:day')
    metrics.countMailHeld('mail-notice:address')
    metrics.countJobRun('rebuildAllDatasheets', 'succeeded')
    metrics.countJobRun('sweepOrphanUploads', 'failed')

    const { body, contentType } = await metrics.metricsText()
    expect(contentType).toMatch(/^text\/plain; version=0\.0\.4/)
    const page = { kind: 'page', status: '200' }
    expect(sampleIn(body, 'site_request_duration_seconds_count', page)).toBe(2)
    expect(sampleIn(body, 'site_request_duration_seconds_bucket', { ...page, le: '0.05' })).toBe(1)
    expect(sampleIn(body, 'site_request_duration_seconds_bucket', { ...page, le: '1' })).toBe(2)
    expect(sampleIn(body, 'site_rate_limit_refusals_total', { rule: 'sms:resend' })).toBe(1)
    expect(sampleIn(body, 'site_sms_sends_total', { provider: 'aliyun', outcome: 'throttled' })).toBe(1)
    expect(sampleIn(body, 'site_mail_sends_total', { outcome: 'failed' })).toBe(1)
    expect(sampleIn(body, 'site_sms_held_total', { kind: 'notice', limit: 'sms-notice:day' })).toBe(1)
    expect(sampleIn(body, 'site_mail_held_total', { limit: 'mail-notice:address' })).toBe(1)
    expect(sampleIn(body, 'site_job_runs_total', { task: 'rebuildAllDatasheets', outcome: 'succeeded' })).toBe(1)
    expect(sampleIn(body, 'site_job_runs_total', { task: 'sweepOrphanUploads', outcome: 'failed' })).toBe(1)
    // the process's own, with the event-loop lag
    expect(sampleIn(body, 'site_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(sampleIn(body, 'site_process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(body).toContain('# HELP site_rate_limit_refusals_total Requests refused by a rate limit')
    // SQLite (these tests): no pool, no pool figures rather than zeros
    expect(body).not.toContain('site_database_pool')
  })

  it('are the same for every copy of the module, as server.mjs and the app bundled by Next each load one', async () => {
    vi.resetModules()
    const otherCopy = (await import('@/runtime/metrics.mjs')) as typeof metrics
    expect(otherCopy).not.toBe(metrics)
    const before = await sample('site_rate_limit_refusals_total', { rule: 'login:mobile' })
    otherCopy.countRateLimitRefusal('login:mobile')
    metrics.countRateLimitRefusal('login:mobile')
    expect(sampleIn((await otherCopy.metricsText()).body, 'site_rate_limit_refusals_total', { rule: 'login:mobile' })).toBe(before + 2)
    expect(await sample('site_rate_limit_refusals_total', { rule: 'login:mobile' })).toBe(before + 2)
  })

  it("report the PostgreSQL pool's connections as they are at the scrape", async () => {
    // node-postgres's Pool reports its connections in these three properties
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 0 }
    metrics.watchDatabasePool(pool)
    expect(await sample('site_database_pool_connections')).toBe(4)
    Object.assign(pool, { idleCount: 0, waitingCount: 2 })
    expect(await sample('site_database_pool_idle_connections')).toBe(0)
    expect(await sample('site_database_pool_waiting_queries')).toBe(2)
  })
})

describe('the metrics server', () => {
  it('answers GET /metrics in Prometheus text format, and nothing else', async () => {
    const base = await metricsServer()
    metrics.countMicroCacheHit()
    const scraped = await fetch(`${base}/metrics`)
    expect(scraped.status).toBe(200)
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(sampleIn(await scraped.text(), 'site_page_micro_cache_hits_total')).toBeGreaterThanOrEqual(1)
    for (const [path, method] of [
      ['/', 'GET'],
      ['/healthz', 'GET'],
      ['/metrics', 'POST'],
    ]) {
      const answer = await fetch(base + path, { method })
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(await answer.text()).not.toContain('site_')
    }
  })

  it('leaves the site serving when its port is taken, and says so in the log as an error', async () => {
    const site = createServer((_request, response) => response.end('the site'))
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
    servers.push(site)
    const { port } = site.address() as AddressInfo

    await expect(serveMetrics({ port, host: '127.0.0.1' }, log)).resolves.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(logLines.at(-1)).toMatchObject({
      level: 'error',
      msg: expect.stringContaining(`cannot listen on http://127.0.0.1:${port}/metrics`),
    })
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('the site')
  })
})
