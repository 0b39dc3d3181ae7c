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
 * The logger of the line of each request (server/requestLog.mjs), through the server's stream but
 * without pino's redaction: that line's fields are built from what is safe to log (the path through
 * loggedPath, never a header or a query's secret), and redacting each line cost a sixth of the
 * server's throughput on pages answered from its copy (member's valve page, app alone: 8,400 answers
 * a second without it, 7,000 with it). Anything else goes through serverLog.
 * @param {import('pino').DestinationStream} [destination]
 */
export const requestLogger = (destination) => pino({ ...jsonLogOptions, redact: undefined, name: 'server' }, serverOutputOr(destination))

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
