import 'server-only'

import type { Payload } from 'payload'

import { RESEND_SECONDS } from '@/features/members/ruleValues'
import { QUOTE_SHARE_DAYS } from '@/features/quote/quoteRules'
import { addressGroup } from '@/runtime/clientAddress.mjs'
import { runSql, sql } from '@/lib/db/sql'
import { countRateLimitRefusal } from '@/runtime/metrics.mjs'

/**
 * Fixed-window counters in the `rate_limits` table, shared by every instance (docs/decisions/
 * 002-rate-limits.md says why this is not rate-limiter-flexible's Drizzle store). One atomic
 * upsert per hit: a new or expired window starts at `points`, a live one adds them.
 */
export interface RateLimit {
  /** a name for the counter family, e.g. `login:address` */
  name: string
  /** hits allowed within one window */
  limit: number
  windowMs: number
}

interface RateLimitState {
  allowed: boolean
  /** hits counted in the current window, this one included */
  count: number
  /** time until the window ends */
  retryAfterMs: number
}

// a client address in a subject (alone, or `email|address`) counts as its group: an IPv6 client by its /64
const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject.split('|').map(addressGroup).join('|')}`.slice(0, 190)

function stateOf(limit: RateLimit, row: unknown): RateLimitState {
  // SQLite returns text and numbers, PostgreSQL numeric strings and Date objects
  const { points, expire } = (row ?? {}) as { points?: number | string; expire?: string | Date | null }
  const count = Number(points ?? 0)
  const ends = expire ? new Date(expire).getTime() : 0
  return { allowed: count <= limit.limit, count, retryAfterMs: Math.max(0, ends - Date.now()) }
}

/**
 * Counts a hit (or `points` hits) against `subject` and says whether it is still within the limit.
 * Negative points give hits back (a login attempt that succeeded).
 */
export async function hit(payload: Payload, limit: RateLimit, subject: string, points = 1): Promise<RateLimitState> {
  const key = keyOf(limit, subject)
  const now = new Date().toISOString()
  const expire = new Date(Date.now() + limit.windowMs).toISOString()
  // ISO timestamps in one format compare correctly as text (SQLite) and as timestamps (PostgreSQL)
  const rows = await runSql(
    payload,
    sql`INSERT INTO "rate_limits" ("key", "points", "expire") VALUES (${key}, ${points}, ${expire})
      ON CONFLICT ("key") DO UPDATE SET
        "points" = CASE WHEN "rate_limits"."expire" <= ${now} THEN ${points} ELSE "rate_limits"."points" + ${points} END,
        "expire" = CASE WHEN "rate_limits"."expire" <= ${now} THEN ${expire} ELSE "rate_limits"."expire" END
      RETURNING "points", "expire"`,
  )
  return stateOf(limit, rows[0])
}

/** The current window of `subject` without counting a hit. */
export async function peek(payload: Payload, limit: RateLimit, subject: string): Promise<RateLimitState> {
  const rows = await runSql(
    payload,
    sql`SELECT "points", "expire" FROM "rate_limits"
      WHERE "key" = ${keyOf(limit, subject)} AND "expire" > ${new Date().toISOString()}`,
  )
  return stateOf(limit, rows[0])
}

/** Forgets the counter of `subject` (e.g. after a successful login or a send that failed). */
export async function forget(payload: Payload, limit: RateLimit, subject: string): Promise<void> {
  await runSql(payload, sql`DELETE FROM "rate_limits" WHERE "key" = ${keyOf(limit, subject)}`)
}

/**
 * Takes one hit from each (limit, subject) pair in turn; the first that is over its limit refuses.
 * Taken before the work it guards, so concurrent calls cannot all slip under the limit. The place
 * where a request is refused by a limit, so the refusal is counted here for the metrics.
 */
export async function hitAll(
  payload: Payload,
  pairs: ReadonlyArray<readonly [RateLimit, string]>,
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  for (const [limit, subject] of pairs) {
    const state = await hit(payload, limit, subject)
    if (!state.allowed) {
      countRateLimitRefusal(limit.name)
      return { allowed: false, retryAfterMs: state.retryAfterMs }
    }
  }
  return { allowed: true }
}

export const minutesUntil = (ms: number) => Math.max(1, Math.ceil(ms / 60_000))
export const hoursUntil = (ms: number) => Math.max(1, Math.ceil(ms / 3_600_000))

const DAY_MS = 24 * 60 * 60_000

/** The limits of the public calls. */
export const rateLimits = {
  // login attempts are counted before the password check and a success gives its hit back, so
  // these count failures plus the attempts in flight
  loginFailuresPerAddress: { name: 'login:address', limit: 20, windowMs: 15 * 60_000 },
  loginFailuresPerMobile: { name: 'login:mobile', limit: 5, windowMs: 15 * 60_000 },
  // look-ups that tell registered numbers from others (register, forgetPwd, sendCode)
  mobileLookupsPerAddress: { name: 'lookup:address', limit: 30, windowMs: 60 * 60_000 },
  mobileLookupsPerMobile: { name: 'lookup:mobile', limit: 10, windowMs: 60 * 60_000 },
  smsResend: { name: 'sms:resend', limit: 1, windowMs: RESEND_SECONDS * 1000 },
  smsPerMobile: { name: 'sms:mobile', limit: 5, windowMs: 60 * 60_000 },
  smsPerAddress: { name: 'sms:address', limit: 20, windowMs: 60 * 60_000 },
  // a day's codes: a number gets no more than the gateways' own default (10), and one address cannot
  // take more than a small part of the site's daily SMS ceiling (src/features/sendingBudgets.server.ts)
  smsPerMobilePerDay: { name: 'sms:mobile:day', limit: 10, windowMs: DAY_MS },
  smsPerAddressPerDay: { name: 'sms:address:day', limit: 40, windowMs: DAY_MS },
  // service notices (src/features/sendingBudgets.server.ts): what a member's own actions send them (a
  // request sent, a quote answered) needs no code, so it is counted per member; every notice is
  // counted per number it goes to, and per e-mail address, which nobody confirmed
  noticesPerMember: { name: 'sms-notice:member', limit: 5, windowMs: DAY_MS },
  noticesPerMobile: { name: 'sms-notice:mobile', limit: 10, windowMs: DAY_MS },
  noticeMailsPerAddress: { name: 'mail-notice:address', limit: 10, windowMs: DAY_MS },
  codeChecksPerAddress: { name: 'code:address', limit: 30, windowMs: 60 * 60_000 },
  enquiriesPerAddress: { name: 'feedback:address', limit: 10, windowMs: 60 * 60_000 },
  // one call per pause in typing: a visitor types a few a second at most, an office behind one
  // address several at once; a script asking without pause is held to the same rate
  suggestionsPerAddress: { name: 'suggest:address', limit: 300, windowMs: 60_000 },
  serviceRequestsPerAddress: { name: 'service:address', limit: 10, windowMs: 60 * 60_000 },
  // every look-up of a request by its numbers, found or not: RMA numbers are sequential, so
  // guessing them is cheap unless each guess costs one of these
  serviceLookupsPerAddress: { name: 'service-lookup:address', limit: 30, windowMs: 60 * 60_000 },
  // each shared quote list is a stored row kept for 90 days
  quoteSharesPerAddress: { name: 'quote-share:address', limit: 30, windowMs: 60 * 60_000 },
  // the shares one address keeps: the window is a share's life (QUOTE_SHARE_DAYS), so an address
  // holds at most twice this many live rows, whatever its hourly pace
  quoteSharesKeptPerAddress: { name: 'quote-share-kept:address', limit: 200, windowMs: QUOTE_SHARE_DAYS * 24 * 60 * 60_000 },
  // opening /quoteList/<code> with a code that names no live list: a read that finds one gives its
  // hit back, so only guesses count
  unknownQuoteSharesPerAddress: { name: 'quote-share-miss:address', limit: 20, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>

/** Forgets every counter kept for `subject` (a mobile number whose member cancelled their account). */
export async function forgetSubject(payload: Payload, subject: string): Promise<void> {
  // a mail address's `_` would match any character: LIKE reads the subject literally
  const literal = subject.replace(/[\\%_]/g, (character) => `\\${character}`)
  await runSql(payload, sql`DELETE FROM "rate_limits" WHERE "key" LIKE ${`%:${literal}`} ESCAPE '\\'`)
}
