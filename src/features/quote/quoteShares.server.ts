import 'server-only'

import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { hit, hitAll, minutesUntil, rateLimits } from '@/features/rateLimit.server'
import { refuse, type ApiMessageKey, type Outcome } from '@/lib/outcome'
import type { Locale } from '@/siteMap'

import { checkEnquiryItems, enquiryItemsSchema } from './enquiryItems'
import { QUOTE_SHARE_DAYS, quoteRuleValues, type QuoteLine } from './quoteRules'

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: a code read aloud or typed from paper comes out right. */
const CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679'
const CODE_LENGTH = 8
/** 25^8 ≈ 1.5·10^11 codes: guessing one that exists costs far more than the rate limit allows. */
export const quoteShareCodePattern = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`)

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')

/** A shared line: the product's key and the visitor's choices; its name is the catalogue's, read in the reader's language. */
export type SharedQuoteLine = Required<Pick<QuoteLine, 'product' | 'quantity'>> & {
  size: number | null
  flange: string | null
  note: string
}

/**
 * Keeps the quote list's lines under a new code for {@link QUOTE_SHARE_DAYS} days. The lines pass
 * the rules of a quote sent with an enquiry (catalogue products, their sizes and flanges, limits);
 * an empty list is refused, there is nothing to share.
 */
export async function shareQuoteList(
  payload: Payload,
  lines: unknown,
  caller: { locale: Locale; ip: string },
): Promise<Outcome<{ code: string; expiresAt: string }>> {
  const parsed = enquiryItemsSchema.safeParse(lines)
  // the schema's messages are the feedback call's keys (`messageOf`); the limits fill them in
  if (!parsed.success) return refuse(parsed.error.issues[0].message as ApiMessageKey, quoteRuleValues)
  if (parsed.data.length === 0) return refuse('quoteShare.empty')
  const checked = await checkEnquiryItems(payload, parsed.data, caller.locale)
  if (!checked.ok) return checked
  const limited = await hitAll(payload, [[rateLimits.quoteSharesPerAddress, caller.ip]])
  if (!limited.allowed) return refuse('tooManyRequests', { minutes: minutesUntil(limited.retryAfterMs) })
  const kept = await hitAll(payload, [[rateLimits.quoteSharesKeptPerAddress, caller.ip]])
  if (!kept.allowed) {
    return refuse('quoteShare.tooManyKept', { max: rateLimits.quoteSharesKeptPerAddress.limit, days: QUOTE_SHARE_DAYS })
  }
  const stored: SharedQuoteLine[] = checked.lines.map((line) => ({
    product: line.product ?? '',
    size: line.size ?? null,
    flange: line.flange ?? null,
    quantity: line.quantity ?? 1,
    note: line.note ?? '',
  }))
  const expiresAt = new Date(Date.now() + QUOTE_SHARE_DAYS * 24 * 60 * 60_000).toISOString()
  // a clash among 1.5·10^11 codes is rare; the unique index turns one into a retry, not an overwrite
  for (let attempt = 0; ; attempt++) {
    const code = newCode()
    try {
      await payload.create({ collection: 'quote-shares', data: { code, lines: stored, expiresAt }, overrideAccess: true })
      return { ok: true, code, expiresAt }
    } catch (error) {
      if (attempt >= 2) throw error
    }
  }
}

export type SharedQuoteListRead = { found: true; lines: SharedQuoteLine[] } | { found: false } | { found: false; refusedForMinutes: number }

/**
 * The lines shared under `code`, read for the client at `ip`: not found when no live list has that
 * code, refused once the address has tried too many codes that name none. Codes are random, so a
 * list is found only by its link; each miss costs one of `rateLimits.unknownQuoteSharesPerAddress`
 * (taken before the look-up, given back when a list is found), which makes guessing them a crawl.
 */
export async function readSharedQuoteList(payload: Payload, code: string, ip: string): Promise<SharedQuoteListRead> {
  const limited = await hitAll(payload, [[rateLimits.unknownQuoteSharesPerAddress, ip]])
  if (!limited.allowed) return { found: false, refusedForMinutes: minutesUntil(limited.retryAfterMs) }
  const lines = await findSharedQuoteList(payload, code)
  if (!lines) return { found: false }
  await hit(payload, rateLimits.unknownQuoteSharesPerAddress, ip, -1)
  return { found: true, lines }
}

/** The lines shared under `code`, or null when no list has that code or it has expired. */
export async function findSharedQuoteList(payload: Payload, code: string): Promise<SharedQuoteLine[] | null> {
  if (!quoteShareCodePattern.test(code)) return null
  const found = await payload.find({
    collection: 'quote-shares',
    where: { code: { equals: code }, expiresAt: { greater_than: new Date().toISOString() } },
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const lines = found.docs[0]?.lines
  return Array.isArray(lines) ? (lines as SharedQuoteLine[]) : null
}
