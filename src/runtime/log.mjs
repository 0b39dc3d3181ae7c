// The site's log: JSON lines in production (one object a line, ISO time with the date, level as a
// word), which an operator's tools can search; Payload's readable coloured lines in development.
// Payload (src/payload.config.ts) and the server (server.mjs) write through the same options.
// Plain JavaScript: server.mjs runs it as it is.
import pino from 'pino'
import pretty from 'pino-pretty'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** @param {Record<string, string | undefined>} env */
export const logLevel = (env = process.env) => (LEVELS.includes(env.LOG_LEVEL ?? '') ? /** @type {string} */ (env.LOG_LEVEL) : 'info')

/** @param {Record<string, string | undefined>} env */
export const logsAsJson = (env = process.env) => env.NODE_ENV === 'production'

let timeMadeAt = 0
let timeField = ''
/**
 * pino's ISO time field, made once a millisecond: under load many lines fall in one, and each line
 * making its own (Next's server wraps Date) was a fifth of the request log's time.
 */
const isoTime = () => {
  const now = Date.now()
  if (now !== timeMadeAt) {
    timeMadeAt = now
    timeField = `,"time":"${new Date(now).toISOString()}"`
  }
  return timeField
}

/**
 * Options of every JSON logger of the site. Whatever a request carries that could open an account
 * (cookies, authorization, codes, passwords, tokens) is never logged: the request log writes the
 * path without its query, and these keys are censored wherever they appear one level down.
 * @type {import('pino').LoggerOptions}
 */
export const jsonLogOptions = {
  level: logLevel(),
  base: { pid: process.pid },
  timestamp: isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: {
    paths: [
      'password',
      'code',
      'token',
      'grant',
      'cookie',
      'authorization',
      '*.password',
      '*.code',
      '*.token',
      '*.cookie',
      '*.authorization',
    ],
    censor: '[hidden]',
  },
}

/** @type {import('pino').DestinationStream | undefined} */
let serverOutput

/** @param {import('pino').DestinationStream} [destination] */
const serverOutputOr = (destination) => destination ?? (serverOutput ??= pino.destination({ dest: 1, sync: false }))

/**
 * The server's own logger (start, drain, errors), writing to standard output through one buffered
 * stream unless a test gives another.
 * @param {import('pino').DestinationStream} [destination]
 */
export const serverLog = (destination) => pino({ ...jsonLogOptions, name: 'server' }, serverOutputOr(destination))

/**
 * @typedef {{ reqId: string, method: string, path: string, status: number, bytes: number, ms: number, client: string, cache?: string, aborted: boolean }} RequestLine
 */

/**
 * The writer of the line of each request (server/requestLog.mjs), through the server's stream. The
 * line is the one pino writes for `log.info({ reqId, … }, 'request')` (the same fields in the same
 * order, `cache` and `aborted: true` only when there is one), built as one string: handing pino an
 * object to serialize, and redacting it, cost more than a fifth of the server's time on pages
 * answered from its copy. Nothing is redacted: the line's fields are built from what is safe to log
 * (the path through loggedPath, never a header or a query's secret). Anything else goes through
 * serverLog. Writes nothing when the level is above `info`.
 *
 * Lines are handed to the stream in batches, not one by one: when REQUEST_LOG_BATCH_BYTES have
 * gathered (about 250 lines) or REQUEST_LOG_BATCH_MS after the first of a batch, and when the process exits (before
 * pino's own last flush). Under load a write to the stream per line, each measuring all the stream
 * held so far, was a tenth of the server's time; a batch costs one.
 * @param {import('pino').DestinationStream} [destination]
 * @returns {(line: RequestLine) => void}
 */
export function requestLineWriter(destination) {
  if (pino.levels.values[logLevel()] > pino.levels.values.info) return () => {}
  const output = serverOutputOr(destination)
  const start = `{"level":"info"`
  const afterTime = `,"pid":${process.pid},"name":"server","reqId":`
  // the lines gathered, one string (a rope that the stream's write makes flat once)
  let batch = ''
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (batch === '') return
    const lines = batch
    batch = ''
    output.write(lines)
  }
  // before pino's own handler, which writes out what its stream holds
  process.prependListener('exit', flush)
  return (line) => {
    // the id and the method need no escaping: a UUID or an id GIVEN_ID allows (server/requestLog.mjs),
    // and a method Node's parser knows
    batch +=
      `${start}${isoTime()}${afterTime}"${line.reqId}","method":"${line.method}","path":${JSON.stringify(line.path)}` +
      `,"status":${line.status},"bytes":${line.bytes},"ms":${line.ms},"client":${JSON.stringify(line.client)}` +
      `${line.cache ? `,"cache":${JSON.stringify(line.cache)}` : ''}${line.aborted ? ',"aborted":true' : ''},"msg":"request"}\n`
    if (batch.length >= REQUEST_LOG_BATCH_BYTES) flush()
    else timer ??= setTimeout(flush, REQUEST_LOG_BATCH_MS).unref()
  }
}

/** How much of the request log gathers before it is handed to the stream (characters), and for how long at most (ms). */
const REQUEST_LOG_BATCH_BYTES = 65_536
const REQUEST_LOG_BATCH_MS = 100

const SITE_LOG = Symbol.for('site.log')

/**
 * The log of one part of the site (`sms`, `enquiry`, `files`…): JSON lines in production, readable
 * coloured lines in development. One logger for the process (on globalThis: Next bundles this file
 * into several chunks), so every part writes through one buffered stream.
 * Errors go in `err` (`log.error({ err }, 'what failed')`): the line then carries their stack.
 * @param {string} name
 */
export function siteLog(name) {
  const holder = /** @type {{ [SITE_LOG]?: import('pino').Logger }} */ (globalThis)
  holder[SITE_LOG] ??= logsAsJson()
    ? pino(jsonLogOptions, pino.destination({ dest: 1, sync: false }))
    : pino({ level: logLevel() }, pretty({ colorize: true, ignore: 'pid,hostname' }))
  return holder[SITE_LOG].child({ name })
}

/** Query parameters whose values could open an account or a file. */
const SECRET_PARAMETER = /token|code|grant|pass|secret|sign|session|auth|^key$|api_?key|access_?key/i

/**
 * Addresses that are themselves a secret: a member's download grant (src/features/downloads/downloads.ts
 * `grantPath`), a service request's return form, the admin's password-reset link and a shared quote
 * list's code (`/quoteList/<code>`, in either language and any letter case: another casing is
 * answered with a redirect, and logged too). deploy/nginx/site.conf hides the same in its log.
 */
const SECRET_IN_PATH = /^(\/files\/datasheet\/|\/files\/return-form\/|\/admin\/reset\/|(?:\/en)?\/quotelist\/)[^/?#]+/i

/**
 * The path and query of `url` with a secret address (grant, reset link) and the values of secret-looking parameters
 * hidden. @param {string} url
 */
export function loggedPath(url) {
  url = url.replace(SECRET_IN_PATH, '$1[hidden]')
  const split = url.indexOf('?')
  if (split === -1) return url
  const query = new URLSearchParams(url.slice(split + 1))
  for (const name of new Set(query.keys())) if (SECRET_PARAMETER.test(name)) query.set(name, '[hidden]')
  const rest = query.toString()
  return rest ? `${url.slice(0, split)}?${rest}` : url.slice(0, split)
}
