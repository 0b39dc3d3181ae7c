// The site's figures for the operator's Prometheus (docs/deploy.md, "Metrics"): requests by kind,
// page micro-cache hits, rate-limit refusals, SMS and mail sends and those a budget held back, the
// day's texts against the site's ceiling, scheduled-job runs, the database pool and the process
// itself. The rest of the code calls the small functions below; the metrics server
// (server/metricsServer.mjs) answers with `metricsText()`.
// Plain JavaScript: server.mjs runs it as it is, and Next bundles its own copy of it into the app.
// Both copies must count into the same figures, so they live on `globalThis`, made by whichever
// copy asks first.
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client'

const PREFIX = 'site_'
const SHARED = Symbol.for('site.metrics')

/** @typedef {{ totalCount: number, idleCount: number, waitingCount: number }} DatabasePool */
/** @typedef {{ limit: number, sent: number, notices: number }} SmsDay today's texts against the site's ceiling */

function createMetrics() {
  const registry = new Registry()
  // process and Node figures: CPU, memory, handles, garbage collection, event-loop lag
  collectDefaultMetrics({ register: registry, prefix: PREFIX })
  return {
    registry,
    /** @type {DatabasePool | undefined} */
    pool: undefined,
    /** @type {(() => Promise<SmsDay>) | undefined} */
    smsDay: undefined,
    requestSeconds: requestDurations(registry),
    microCacheHits: new Counter({
      name: `${PREFIX}page_micro_cache_hits_total`,
      help: "Public pages answered from the server's one-second copy, without Next",
      registers: [registry],
    }),
    renderRefusals: new Counter({
      name: `${PREFIX}render_refusals_total`,
      help: 'Requests refused (503) because their client address already had its renders running and queued',
      registers: [registry],
    }),
    rewriteMisses: new Counter({
      name: `${PREFIX}page_rewrite_misses_total`,
      help: "Page answers in which a step of the response pipeline (server/responseSteps.mjs) found none of Next's markup it rewrites, by step",
      labelNames: ['step'],
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: `${PREFIX}rate_limit_refusals_total`,
      help: 'Requests refused by a rate limit, by rule (e.g. login:mobile, sms:resend)',
      labelNames: ['rule'],
      registers: [registry],
    }),
    smsSends: new Counter({
      name: `${PREFIX}sms_sends_total`,
      help: 'Verification codes handed to the SMS provider, by provider and outcome (sent, throttled, numberRefused, failed)',
      labelNames: ['provider', 'outcome'],
      registers: [registry],
    }),
    smsHeld: new Counter({
      name: `${PREFIX}sms_held_total`,
      help: 'Texts not handed to the SMS provider because a budget was spent, by kind (code, notice) and limit (e.g. sms:day, sms-notice:mobile)',
      labelNames: ['kind', 'limit'],
      registers: [registry],
    }),
    mailHeld: new Counter({
      name: `${PREFIX}mail_held_total`,
      help: 'Notice mails to customers not handed to the mail transport because a budget was spent, by limit',
      labelNames: ['limit'],
      registers: [registry],
    }),
    mailSends: new Counter({
      name: `${PREFIX}mail_sends_total`,
      help: 'Mails handed to the mail transport (SMTP or the outbox file), by outcome (sent, failed)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    jobRuns: new Counter({
      name: `${PREFIX}job_runs_total`,
      help: 'Runs of scheduled and queued work, by task and outcome (succeeded, failed)',
      labelNames: ['task', 'outcome'],
      registers: [registry],
    }),
  }
}

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The histogram of every answer's time, by kind and status, as prom-client's Histogram writes it
 * (`_bucket` with `le`, `_sum`, `_count`), but counted in a few array slots per answer: prom-client's
 * `observe` checks and hashes its labels each time, and at every request of a busy server that was
 * more than all the rest of the figures' work. Registered as prom-client's registry takes any metric
 * with `get()` (its `registerMetric`).
 * @param {Registry} registry
 */
function requestDurations(registry) {
  const name = `${PREFIX}request_duration_seconds`
  /** @type {Map<string, { labels: { kind: string, status: string }, buckets: Float64Array, sum: number, count: number }>} */
  const series = new Map()
  const metric = {
    name,
    help: 'Time from a request to the end of its answer, by kind (page, api, admin, file, asset, health) and status code',
    type: /** @type {const} */ ('histogram'),
    aggregator: /** @type {const} */ ('sum'),
    /** @param {string} kind @param {number} status @param {number} seconds */
    observe(kind, status, seconds) {
      const key = `${kind} ${status}`
      let one = series.get(key)
      if (!one)
        series.set(
          key,
          (one = { labels: { kind, status: String(status) }, buckets: new Float64Array(REQUEST_BUCKETS.length), sum: 0, count: 0 }),
        )
      let bucket = 0
      while (bucket < REQUEST_BUCKETS.length && seconds > REQUEST_BUCKETS[bucket]) bucket++
      if (bucket < REQUEST_BUCKETS.length) one.buckets[bucket]++
      one.sum += seconds
      one.count++
    },
    get() {
      const values = []
      for (const { labels, buckets, sum, count } of series.values()) {
        let below = 0
        REQUEST_BUCKETS.forEach((le, i) => {
          below += buckets[i]
          values.push({ metricName: `${name}_bucket`, labels: { ...labels, le }, value: below })
        })
        values.push({ metricName: `${name}_bucket`, labels: { ...labels, le: '+Inf' }, value: count })
        values.push({ metricName: `${name}_sum`, labels, value: sum })
        values.push({ metricName: `${name}_count`, labels, value: count })
      }
      return Promise.resolve({ name, help: metric.help, type: metric.type, values, aggregator: metric.aggregator })
    },
    reset() {
      series.clear()
    },
  }
  registry.registerMetric(/** @type {any} */ (metric))
  return metric
}

/** @returns {ReturnType<typeof createMetrics>} */
function metrics() {
  const shared = /** @type {Record<symbol, ReturnType<typeof createMetrics> | undefined>} */ (/** @type {unknown} */ (globalThis))
  return (shared[SHARED] ??= createMetrics())
}

/**
 * One answered request.
 * @param {string} kind what `requestKind` says of its path
 * @param {number} status the answer's status code
 * @param {number} seconds from the request to the end of the answer
 */
export function observeRequest(kind, status, seconds) {
  metrics().requestSeconds.observe(kind, status, seconds)
}

const NOT_PLAIN_PAGE = /^\/(?:files|cms-api|_next|api|member-session|admin|preview|healthz)(?:[/?]|$)|^[^?]*\.[^/?]*(?:\?|$)/

/**
 * The kind of request a path asks for, as the figures group them: the build's and other static
 * files ("asset"), the public API ("api"), the CMS and its API ("admin"), stored files and
 * datasheets ("file"), the load balancer's health check ("health"), and the site's pages ("page").
 * @param {string} url the request's path, with or without its query
 */
export function requestKind(url) {
  // most requests: a page, whose address starts with none of the others' and has no dot in its last segment
  if (!NOT_PLAIN_PAGE.test(url)) return 'page'
  const path = url.split('?')[0]
  if (/^\/files\/|^\/cms-api\/[^/]+\/file\//.test(path)) return 'file'
  if (/^\/_next\//.test(path) || /\.[^/]*$/.test(path)) return 'asset'
  if (/^\/api\/|^\/member-session(?:\/|$)/.test(path)) return 'api'
  if (/^\/(?:admin|cms-api|preview)(?:\/|$)/.test(path)) return 'admin'
  if (path === '/healthz') return 'health'
  return 'page'
}

/** A public page answered from the one-second copy (server/pageMicroCache.mjs). */
export function countMicroCacheHit() {
  metrics().microCacheHits.inc()
}

/** A request refused without a render: its address had used its budget (server/renderBudget.mjs). */
export function countRenderRefusal() {
  metrics().renderRefusals.inc()
}

/**
 * A page in which a rewrite found nothing to rewrite: Next changed the markup or header it expects.
 * @param {string} step the step's name, e.g. `scriptsAfterParsing`
 */
export function countRewriteMiss(step) {
  metrics().rewriteMisses.inc({ step })
}

/** @param {string} rule the name of the limit that refused, e.g. `sms:resend` */
export function countRateLimitRefusal(rule) {
  metrics().rateLimitRefusals.inc({ rule })
}

/**
 * @param {string} provider outbox, aliyun or tencent
 * @param {string} outcome `sent`, or why nothing reached the phone (throttled, numberRefused, failed)
 */
export function countSmsSend(provider, outcome) {
  metrics().smsSends.inc({ provider, outcome })
}

/**
 * A text the site did not send because a budget was spent (src/features/sendingBudgets.server.ts).
 * @param {'code' | 'notice'} kind a verification code (or the security notice of a changed mobile), or a service notice
 * @param {string} limit the budget's name, e.g. `sms:day`
 */
export function countSmsHeld(kind, limit) {
  metrics().smsHeld.inc({ kind, limit })
}

/** @param {string} limit the budget's name, e.g. `mail-notice:address` */
export function countMailHeld(limit) {
  metrics().mailHeld.inc({ limit })
}

/** @param {'sent' | 'failed'} outcome */
export function countMailSend(outcome) {
  metrics().mailSends.inc({ outcome })
}

/**
 * @param {string} task the task's slug, e.g. `rebuildAllDatasheets`
 * @param {'succeeded' | 'failed'} outcome
 */
export function countJobRun(task, outcome) {
  metrics().jobRuns.inc({ task, outcome })
}

/**
 * Reports the connections of the PostgreSQL pool (node-postgres's `Pool`) at each scrape. SQLite has
 * no pool: without a call, the database-pool figures are absent rather than zeros.
 * @param {DatabasePool} pool
 */
export function watchDatabasePool(pool) {
  const figures = metrics()
  const watchedBefore = figures.pool !== undefined
  figures.pool = pool
  if (watchedBefore) return
  const gauge = (/** @type {string} */ name, /** @type {string} */ help, /** @type {(pool: DatabasePool) => number} */ read) =>
    new Gauge({
      name: `${PREFIX}${name}`,
      help,
      registers: [figures.registry],
      collect() {
        if (figures.pool) this.set(read(figures.pool))
      },
    })
  gauge('database_pool_connections', 'Connections the database pool holds open', (p) => p.totalCount)
  gauge('database_pool_idle_connections', 'Open connections of the database pool no query uses', (p) => p.idleCount)
  gauge('database_pool_waiting_queries', 'Queries waiting for a connection of the database pool', (p) => p.waitingCount)
}

/**
 * Reports today's texts against the site's SMS ceiling at each scrape, read by `read` from the
 * counters every instance shares: each instance shows the site's figure, not its own.
 * @param {() => Promise<SmsDay>} read
 */
export function watchSmsDay(read) {
  const figures = metrics()
  const watchedBefore = figures.smsDay !== undefined
  figures.smsDay = read
  if (watchedBefore) return
  // a database that does not answer leaves the figures out of that scrape
  const today = async () => (figures.smsDay ? figures.smsDay().catch(() => null) : null)
  new Gauge({
    name: `${PREFIX}sms_daily_limit`,
    help: 'The most texts the site sends in a day, codes and notices together (SMS_DAILY_LIMIT)',
    registers: [figures.registry],
    async collect() {
      const day = await today()
      if (day) this.set(day.limit)
    },
  })
  new Gauge({
    name: `${PREFIX}sms_sent_today`,
    help: 'Texts handed to the SMS provider since midnight Beijing time by every instance, all of them and the notices among them',
    labelNames: ['kind'],
    registers: [figures.registry],
    async collect() {
      this.reset()
      const day = await today()
      if (!day) return
      this.set({ kind: 'all' }, day.sent)
      this.set({ kind: 'notice' }, day.notices)
    },
  })
}

/**
 * Every figure in Prometheus's text format.
 * @returns {Promise<{ contentType: string, body: string }>}
 */
export async function metricsText() {
  const { registry } = metrics()
  return { contentType: registry.contentType, body: await registry.metrics() }
}

/** Starts the figures of the process (the event-loop lag is measured from then on). */
export function startMetrics() {
  metrics()
}
