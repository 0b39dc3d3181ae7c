import type { Payload } from 'payload'

import { refuse, type Outcome } from '@/lib/outcome'
import { hitAll, minutesUntil, rateLimits, type RateLimit } from '@/features/rateLimit.server'

/**
 * Counts a look-up of a number (sendCode, register, forgetPwd), per client address and per number.
 * Their answers do not tell a registered number from an unknown one (docs/api.md); the limit keeps
 * what little remains (reply times) from being used to enumerate numbers.
 */
export const countMobileLookup = (payload: Payload, mobile: string, ip: string) =>
  countLookups(payload, [
    [rateLimits.mobileLookupsPerAddress, ip],
    [rateLimits.mobileLookupsPerMobile, mobile],
  ])

/** The address's part alone: a guess against a number with no code outstanding costs its owner nothing. */
export const countLookupFromAddress = (payload: Payload, ip: string) => countLookups(payload, [[rateLimits.mobileLookupsPerAddress, ip]])

/** The number's part alone, once a code was sent to it. */
export const countLookupOfNumber = (payload: Payload, mobile: string) =>
  countLookups(payload, [[rateLimits.mobileLookupsPerMobile, mobile]])

async function countLookups(payload: Payload, pairs: ReadonlyArray<readonly [RateLimit, string]>): Promise<Outcome> {
  const taken = await hitAll(payload, pairs)
  return taken.allowed ? { ok: true } : refuse('tooManyRequests', { minutes: minutesUntil(taken.retryAfterMs) })
}
