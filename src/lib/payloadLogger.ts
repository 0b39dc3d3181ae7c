import { defaultLoggerOptions, type Config } from 'payload'
import pino from 'pino'

import { jsonLogOptions, logLevel, logsAsJson } from '@/runtime/log.mjs'

const ERROR_LEVEL = 50

/**
 * Payload's logger: the site's JSON lines in production (src/runtime/log.mjs), Payload's readable ones
 * in development. An error Payload refused a request with (a 4xx status: forbidden, unauthorized,
 * wrong password, too many attempts) is logged at info as its message alone. Payload maps such
 * errors to info by class name, but the production bundle renames the classes, so every refused
 * /cms-api request logged a full stack at error level.
 */
export const payloadLogger: Config['logger'] = {
  options: {
    ...(logsAsJson() ? jsonLogOptions : { level: logLevel() }),
    hooks: {
      logMethod(args, method, level) {
        const err = (args[0] as { err?: { status?: unknown; message?: unknown } } | undefined)?.err
        if (level >= ERROR_LEVEL && typeof err?.status === 'number' && err.status < 500) {
          this.info(String(err.message ?? 'refused'))
          return
        }
        method.apply(this, args)
      },
    },
  },
  destination: logsAsJson() ? pino.destination({ dest: 1, sync: false }) : defaultLoggerOptions,
}
