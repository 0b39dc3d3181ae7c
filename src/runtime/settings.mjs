// Every setting of the site, read from the environment and checked in one place, at start: by
// `npm start` (scripts/start.mjs) before it builds or migrates, by the migrate-and-seed step
// (scripts/prepare-db.ts) and by the server (server.mjs) before it listens. A wrong setting stops
// the start with one line naming the variable and what it expects, instead of failing at the first
// request that needs it. Plain JavaScript: server.mjs and scripts/start.mjs run it as it is.
import { BlockList, isIP } from 'node:net'

import { z } from 'zod'

import { smsSettingsProblem } from './smsSettings.mjs'

/** @typedef {Record<string, string | undefined>} Env */

const present = (/** @type {string | undefined} */ value) => value !== undefined && value.trim() !== ''

/** `::ffff:1.2.3.4` is the IPv4 address 1.2.3.4; brackets and ports are dropped. */
export function normalizeAddress(/** @type {string} */ raw) {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return (mapped ? mapped[1] : address).toLowerCase()
}

/**
 * @typedef {{ kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList }} Trust
 */

/**
 * TRUST_PROXY: empty (trust nobody), a hop count, or comma-separated addresses, CIDR ranges and
 * `loopback`. Throws with the entry it cannot read.
 * @param {string | undefined} setting
 * @returns {Trust}
 */
export function parseTrustProxy(setting) {
  const value = setting?.trim() ?? ''
  if (!value || value === 'false' || value === '0') return { kind: 'none' }
  if (/^\d+$/.test(value)) return { kind: 'hops', hops: Number(value) }
  const list = new BlockList()
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [base, prefix, extra] = entry.split('/')
    const address = normalizeAddress(base)
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN
    const widest = family === 4 ? 32 : 128
    if (!family || extra !== undefined || (bits !== undefined && !(bits >= 0 && bits <= widest)))
      throw new Error(`"${entry}" is neither an address, a CIDR range nor "loopback"`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return { kind: 'addresses', list }
}

const whole = (/** @type {number} */ min, /** @type {number} */ max) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `a whole number from ${min} to ${max}`)

const yesNo = z.enum(['true', 'false'], { error: '"true" or "false"' })

const webUrl = z
  .string()
  .trim()
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol)
    } catch {
      return false
    }
  }, 'an http:// or https:// address, e.g. https://www.example.com')

const email = z.email({ error: 'an e-mail address' })

/** Each variable's rule; an unset (or empty) variable takes its default elsewhere. */
const rules = {
  PORT: whole(1, 65535),
  SITE_URL: webUrl,
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^(?:file:.+|postgres(?:ql)?:\/\/.+)$/, 'file:<path> (SQLite) or postgres://user:password@host/database'),
  PAYLOAD_SECRET: z.string().min(32, 'at least 32 characters (e.g. `openssl rand -hex 32`)'),
  ADMIN_EMAIL: email,
  ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters'),
  SEED: yesNo,
  SMTP_PORT: whole(1, 65535),
  SMTP_SECURE: yesNo,
  MAIL_FROM: email,
  MAIL_NOTIFY_TO: z
    .string()
    .refine((value) => value.split(',').every((part) => email.safeParse(part.trim()).success), 'comma-separated e-mail addresses'),
  S3_ENDPOINT: webUrl,
  S3_FORCE_PATH_STYLE: yesNo,
  BAIDU_PUSH_ENDPOINT: webUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    error: 'one of fatal, error, warn, info, debug, trace, silent',
  }),
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\/.+/, 'redis://[:password@]host:port (or rediss://)'),
  PAGE_MICRO_CACHE_MS: whole(0, 60_000),
  SESSION_CHECK_CACHE_MS: whole(0, 600_000),
  RENDERS_PER_ADDRESS: whole(0, 1_000),
  RENDER_QUEUE_PER_ADDRESS: whole(0, 100_000),
  RENDER_MS_PER_ADDRESS: whole(0, 1_000_000),
  SERVER_HEAP_MB: whole(0, 65_536),
  DRAIN_SECONDS: whole(0, 3_600),
  UPLOAD_FILES_PER_HOUR: whole(0, 1_000_000),
  UPLOAD_FILES_PER_DAY: whole(0, 1_000_000),
  UPLOAD_MB_PER_HOUR: whole(0, 1_000_000),
  UPLOAD_MB_PER_DAY: whole(0, 1_000_000),
  UPLOAD_MIN_FREE_MB: whole(0, 1_000_000),
  BACKUP_KEEP: whole(0, 100_000),
  SMS_DAILY_LIMIT: whole(1, 1_000_000),
  NOTIFY_MAIL_RETRIES: whole(0, 20),
  NOTIFY_MAIL_RETRY_DELAY_SECONDS: whole(0, 3_600),
  OUTBOX_MAX_MB: whole(1, 100_000),
  OUTBOX_KEEP_DAYS: whole(1, 3_650),
  METRICS_PORT: whole(0, 65_535),
  METRICS_HOST: z
    .string()
    .trim()
    .refine((value) => isIP(value) !== 0 || /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/i.test(value), 'an address or a host name, e.g. 127.0.0.1'),
  TRUST_PROXY: z.string().superRefine((value, context) => {
    try {
      parseTrustProxy(value)
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: `${/** @type {Error} */ (error).message}: expected a hop count (1), or addresses, CIDR ranges and "loopback", comma separated`,
      })
    }
  }),
}

/** Where Prometheus reads the figures of a production server unless METRICS_PORT says otherwise. */
export const DEFAULT_METRICS_PORT = 9464

/**
 * Where the metrics server listens, or null for none: METRICS_PORT (0 turns it off), by default
 * 9464 in production (`npm start`) and none in development; METRICS_HOST, by default loopback only.
 * @param {Env} env
 * @returns {{ port: number, host: string } | null}
 */
export function metricsAddress(env = process.env) {
  const port = present(env.METRICS_PORT) ? Number(env.METRICS_PORT) : env.NODE_ENV === 'production' ? DEFAULT_METRICS_PORT : 0
  if (!port) return null
  return { port, host: present(env.METRICS_HOST) ? String(env.METRICS_HOST).trim() : '127.0.0.1' }
}

/**
 * What the settings in `env` lack together (variables that only make sense with others).
 * @param {Env} env
 * @returns {string | null}
 */
function combinationProblem(env) {
  const postgres = /^postgres/.test(env.DATABASE_URL ?? '')
  const shared = [
    postgres && 'DATABASE_URL (PostgreSQL)',
    present(env.REDIS_URL) && 'REDIS_URL',
    present(env.S3_BUCKET) && 'S3_BUCKET',
  ].filter(Boolean)
  if (shared.length && !present(env.PAYLOAD_SECRET))
    return `PAYLOAD_SECRET: required with ${shared.join(', ')} (settings for several instances): each instance would invent its own secret, and codes, captchas and download grants of one would fail on another. Set the same value on every instance, e.g. $(openssl rand -hex 32)`
  if (present(env.ADMIN_EMAIL) !== present(env.ADMIN_PASSWORD))
    return `${present(env.ADMIN_EMAIL) ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: set ADMIN_EMAIL and ADMIN_PASSWORD together (the first administrator), or neither`
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
    if (present(env.S3_BUCKET) && !present(env[name])) return `${name}: required with S3_BUCKET (the bucket's access key)`
  for (const name of ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD'])
    if (present(env[name]) && !present(env.SMTP_HOST)) return `SMTP_HOST: required with ${name} (mail goes to the outbox file without it)`
  const metrics = metricsAddress(env)
  if (metrics && metrics.port === Number(env.PORT ?? 3000))
    return `METRICS_PORT: ${metrics.port} is the site's own port (PORT); give the metrics another one, or 0 for none`
  if (present(env.SMTP_USER) !== present(env.SMTP_PASSWORD))
    return `${present(env.SMTP_USER) ? 'SMTP_PASSWORD' : 'SMTP_USER'}: set SMTP_USER and SMTP_PASSWORD together, or neither`
  const deployed = env.NODE_ENV === 'production' && (shared.length > 0 || present(env.TRUST_PROXY) || present(env.SITE_URL))
  if (deployed && !present(env.SMS_PROVIDER))
    return 'SMS_PROVIDER: choose the SMS gateway of this deployment explicitly: aliyun, tencent, or outbox (codes written to a file, nobody receives them)'
  const bind = present(env.HOSTNAME_BIND) ? String(env.HOSTNAME_BIND).trim() : '0.0.0.0'
  if (parseTrustProxy(env.TRUST_PROXY).kind === 'hops' && !isLoopback(bind))
    return `TRUST_PROXY: a hop count believes X-Forwarded-For from any peer, and the server listens on ${bind} (HOSTNAME_BIND), so any client could choose its address; name the proxy instead (its address, a CIDR range or "loopback"), or set HOSTNAME_BIND=127.0.0.1`
  if (env.NODE_ENV === 'production' && present(env.TRUST_PROXY) && !present(env.SITE_URL))
    return 'SITE_URL: required behind a proxy (TRUST_PROXY is set): the public address for links in mails, the sitemap and canonical URLs, e.g. https://www.example.com'
  return null
}

/**
 * `text` with the password of every address in it hidden (`postgres://site:***@db/site`): a
 * settings line goes to the terminal and the service manager's journal.
 * @param {string} text
 */
export function maskCredentials(text) {
  return text.replace(/(\b[a-z][a-z0-9+.-]*:\/\/[^\s:@/"]*):[^\s"]*@/gi, '$1:***@')
}

/** @param {string} host */
function isLoopback(host) {
  const address = normalizeAddress(host)
  return address === 'localhost' || address === '::1' || (isIP(address) === 4 && address.startsWith('127.'))
}

/**
 * What the settings in `env` allow but the operator should know, one line each; the server logs
 * them as warnings at start.
 * @param {Env} env
 * @returns {string[]}
 */
export function settingsWarnings(env) {
  const warnings = []
  const metrics = metricsAddress(env)
  if (metrics && !isLoopback(metrics.host))
    warnings.push(
      `METRICS_HOST: the metrics listen on ${metrics.host}, not only on loopback, and GET /metrics has no authentication: firewall port ${metrics.port} so that only Prometheus reaches it`,
    )
  return warnings
}

/**
 * The first problem of the settings in `env`, as one line naming the variable and what it expects;
 * null when they are all right. A value it repeats has the passwords of its addresses hidden.
 * @param {Env} env
 * @returns {string | null}
 */
export function settingsProblem(env) {
  for (const [name, rule] of Object.entries(rules)) {
    const value = env[name]
    if (!present(value)) continue
    const checked = rule.safeParse(value)
    if (!checked.success) {
      const secret = /SECRET|PASSWORD/.test(name)
      return `${name}: expected ${checked.error.issues[0]?.message ?? 'another value'}${secret ? '' : `, got "${maskCredentials(value)}"`}`
    }
  }
  // the gateway's own settings (account, signature, templates), src/runtime/smsSettings.mjs
  return smsSettingsProblem(env) ?? combinationProblem(env)
}

/**
 * Stops the process with one line on standard error when the settings are wrong.
 * @param {Env} [env]
 */
export function exitOnBadSettings(env = process.env) {
  const problem = settingsProblem(env)
  if (!problem) return
  // plain standard error: the process stops on the next line, before a buffered log would write
  console.error(`[settings] ${problem}`)
  process.exit(1)
}
