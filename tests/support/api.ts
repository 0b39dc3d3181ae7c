import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { outboxDir } from '@/lib/paths'

export interface Reply {
  status: number
  body: { code: number; msg: string; data: unknown; token?: string; file?: string }
  headers: Headers
}

type Handler = (request: Request) => Promise<Response>

let addressCounter = 0
/** A fresh client address, so that one test's rate limits do not reach the next. */
export const freshAddress = () => `203.0.113.${++addressCounter % 250}`

/** Calls a route handler the way a browser would: POST, JSON, `lang` header. */
export async function call(
  handler: Handler,
  body: unknown,
  options: { lang?: string; headers?: Record<string, string>; raw?: string; address?: string } = {},
): Promise<Reply> {
  const headers = new Headers({ 'content-type': 'application/json', ...options.headers })
  if (options.lang) headers.set('lang', options.lang)
  // what server.mjs sets: the TCP peer
  headers.set('x-socket-address', options.address ?? '198.51.100.7')
  const request = new Request('http://localhost/api/test', {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body),
  })
  const response = await handler(request)
  return { status: response.status, body: await response.json(), headers: response.headers }
}

/** The last verification code the outbox SMS provider "sent" to this mobile (notices in between are skipped). */
export async function lastSmsCode(mobile: string): Promise<string> {
  const lines = (await readFile(path.join(outboxDir, 'sms.jsonl'), 'utf8')).trim().split('\n')
  const sent = lines.map((line) => JSON.parse(line) as { mobile: string; code: string }).filter((m) => m.mobile === mobile && m.code)
  const last = sent.at(-1)
  if (!last) throw new Error(`no SMS to ${mobile}`)
  return last.code
}

/** Every text the outbox SMS provider "sent" to this mobile, codes and notices, oldest first. */
export async function smsOutbox(mobile: string): Promise<Record<string, unknown>[]> {
  const lines = (await readFile(path.join(outboxDir, 'sms.jsonl'), 'utf8')).trim().split('\n')
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((text) => text.mobile === mobile)
}

let mobileCounter = 0
/** A valid mainland mobile number not used by another test of this process. */
export const freshMobile = () => `139${String(Date.now() % 1e4).padStart(4, '0')}${String(++mobileCounter).padStart(4, '0')}`
