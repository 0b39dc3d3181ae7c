import type { Payload } from 'payload'

import { refuse, type Outcome } from '@/lib/outcome'
import { hitAll, minutesUntil, rateLimits } from '@/features/rateLimit'

/**
 * Counts a look-up of a number (sendCode, register, forgetPwd), per client address and per number.
 * Their answers do not tell a registered number from an unknown one (docs/api.md); the limit keeps
 * what little remains (reply times) from being used to enumerate numbers.
 */
export async function countMobileLookup(payload: Payload, mobile: string, ip: string): Promise<Outcome> {
  const taken = await hitAll(payload, [
    [rateLimits.mobileLookupsPerAddress, ip],
    [rateLimits.mobileLookupsPerMobile, mobile],
  ])
  return taken.allowed ? { ok: true } : refuse('tooManyRequests', { minutes: minutesUntil(taken.retryAfterMs) })
}
