import { Writable } from 'node:stream'

import pino from 'pino'

import { jsonLogOptions } from '@/runtime/log.mjs'

const SITE_LOG = Symbol.for('site.log')
type Holder = { [SITE_LOG]?: pino.Logger }

/**
 * Catches what the site's parts log (src/runtime/log.mjs `siteLog`) from now until `restore()`, with
 * the production options (the same redaction): `text()` gives one `[name] message error` a line.
 */
export function catchSiteLog() {
  const holder = globalThis as Holder
  const before = holder[SITE_LOG]
  const lines: { name: string; msg: string; err?: { message: string } }[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line))
      done()
    },
  })
  holder[SITE_LOG] = pino({ ...jsonLogOptions, level: 'trace' }, sink)
  return {
    text: () => lines.map(({ name, msg, err }) => `[${name}] ${msg}${err ? ` ${err.message}` : ''}`).join('\n'),
    /** Every line as written, to look for what must never be there. */
    raw: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    restore: () => {
      holder[SITE_LOG] = before
    },
  }
}
