import 'server-only'

import type { Payload } from 'payload'

import { hit, peek, rateLimits, type RateLimit } from '@/features/rateLimit.server'
import { siteLog } from '@/runtime/log.mjs'
import { countMailHeld, countSmsHeld, watchSmsDay } from '@/runtime/metrics.mjs'
import { maskedMobile } from '@/services/sms/sms.server'

// What the site may send in a day, whoever asks (docs/decisions/044-a-daily-sms-ceiling.md): every
// text counts against SMS_DAILY_LIMIT, and service notices against their own half of it, so that
// notices can never leave the login, registration and reset codes without texts. The counters are
// rows of the shared `rate_limits` table, the ceiling's one per day in Beijing time, so every
// instance counts into the same ceiling.

/** The ceiling when SMS_DAILY_LIMIT is not set (README). */
export const DEFAULT_SMS_DAILY_LIMIT = 1000

/** The share of the ceiling notices may use; the rest is kept for codes. */
const NOTICE_SHARE = 0.5

const DAY_MS = 24 * 60 * 60_000
const BEIJING_OFFSET_MS = 8 * 60 * 60_000

/**
 * A code, or the notice to a member's old number that the account moved (it keeps accounts safe,
 * and follows a code that was counted), or a service request's news.
 */
export type TextKind = 'code' | 'notice'

/** The site's ceiling from SMS_DAILY_LIMIT (checked at start by src/runtime/settings.mjs), and notices' part of it. */
export function smsCeiling(env: Record<string, string | undefined> = process.env): { day: RateLimit; noticesOfDay: RateLimit } {
  const setting = env.SMS_DAILY_LIMIT?.trim()
  const limit = setting && /^\d+$/.test(setting) ? Number(setting) : DEFAULT_SMS_DAILY_LIMIT
  return {
    day: { name: 'sms:day', limit, windowMs: DAY_MS },
    noticesOfDay: { name: 'sms-notice:day', limit: Math.floor(limit * NOTICE_SHARE), windowMs: DAY_MS },
  }
}

/** Today in Beijing time (`2026-03-01`): the ceiling's counters start again at midnight there. */
export const beijingDay = (now = Date.now()) => new Date(now + BEIJING_OFFSET_MS).toISOString().slice(0, 10)

export interface Recipient {
  mobile: string
  /** the member whose own action sends this notice: their request, their answer to a quote */
  member?: number | string | null
}

type Budgets = ReadonlyArray<readonly [RateLimit, string]>

/** The budgets one text counts against, the recipient's first, the site's ceiling last. */
function budgetsOf(kind: TextKind, { mobile, member }: Recipient): Budgets {
  const ceiling = smsCeiling()
  const today = beijingDay()
  if (kind === 'code') return [[ceiling.day, today]]
  return [
    ...(member ? [[rateLimits.noticesPerMember, String(member)] as const] : []),
    [rateLimits.noticesPerMobile, mobile],
    [ceiling.noticesOfDay, today],
    [ceiling.day, today],
  ]
}

/**
 * Takes one hit from each budget; the first that is spent refuses, and the hits this text took are
 * given back, so that the counters hold the texts sent and a refused one spends nobody's budget.
 */
async function take(payload: Payload, budgets: Budgets): Promise<{ taken: true } | { taken: false; spent: RateLimit }> {
  const taken: [RateLimit, string][] = []
  for (const [limit, subject] of budgets) {
    const state = await hit(payload, limit, subject)
    taken.push([limit, subject])
    if (!state.allowed) {
      await giveBack(payload, taken)
      return { taken: false, spent: limit }
    }
  }
  return { taken: true }
}

async function giveBack(payload: Payload, taken: Budgets): Promise<void> {
  for (const [limit, subject] of taken) await hit(payload, limit, subject, -1)
}

/**
 * Sends one text with `send` when its budgets allow it. A text held back by a budget is logged and
 * counted (site_sms_held_total) and the caller goes on: what the visitor sent is stored whatever
 * happens to its notice. A send that fails gives its budgets back and throws on.
 */
export async function sendWithinBudget(
  payload: Payload,
  kind: TextKind,
  recipient: Recipient,
  what: string,
  send: () => Promise<void>,
): Promise<'sent' | 'held'> {
  const budgets = budgetsOf(kind, recipient)
  const taken = await take(payload, budgets)
  if (!taken.taken) {
    countSmsHeld(kind, taken.spent.name)
    siteLog('sms').warn(
      `${what} to ${maskedMobile(recipient.mobile)} not sent: the budget ${taken.spent.name} (${taken.spent.limit}) is spent`,
    )
    return 'held'
  }
  try {
    await send()
  } catch (error) {
    await giveBack(payload, budgets)
    throw error
  }
  return 'sent'
}

/**
 * Whether today's ceiling has room for one more code, without counting one: asked for a code that
 * goes to nobody (a reset for an unknown number), so that its answer is the same as a real one's.
 */
export async function ceilingHasRoom(payload: Payload): Promise<boolean> {
  const { day } = smsCeiling()
  return (await peek(payload, day, beijingDay())).count < day.limit
}

/**
 * Mails a notice with `send` within the budget of its address: an address typed into a form, which
 * nobody confirmed, hears of at most rateLimits.noticeMailsPerAddress a day. Held mails are logged
 * and counted (site_mail_held_total).
 */
export async function mailWithinBudget(
  payload: Payload,
  address: string,
  what: string,
  send: () => Promise<void>,
): Promise<'sent' | 'held'> {
  const limit = rateLimits.noticeMailsPerAddress
  const taken = await take(payload, [[limit, address.trim().toLowerCase()]])
  if (!taken.taken) {
    countMailHeld(limit.name)
    siteLog('mail').warn(`${what} not mailed: the budget ${limit.name} (${limit.limit}) of its address is spent`)
    return 'held'
  }
  await send()
  return 'sent'
}

/** Has the metrics report today's texts against the ceiling, read from the shared counters at each scrape. */
export function reportSmsDay(payload: Payload): void {
  watchSmsDay(async () => {
    const ceiling = smsCeiling()
    const today = beijingDay()
    const [sent, notices] = await Promise.all([peek(payload, ceiling.day, today), peek(payload, ceiling.noticesOfDay, today)])
    return { limit: ceiling.day.limit, sent: sent.count, notices: notices.count }
  })
}
