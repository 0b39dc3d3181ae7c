import type { Payload } from 'payload'

import { refuse, type Outcome } from '@/lib/api/messages'
import { hitAll, minutesUntil, rateLimits } from '@/lib/rateLimit'

/**
 * Counts a look-up that tells a registered number from an unregistered one (the contract's messages
 * say which, docs/api.md), per client address and per number, so numbers cannot be enumerated.
 */
export async function countMobileLookup(payload: Payload, mobile: string, ip: string): Promise<Outcome> {
  const taken = await hitAll(payload, [
    [rateLimits.mobileLookupsPerAddress, ip],
    [rateLimits.mobileLookupsPerMobile, mobile],
  ])
  return taken.allowed ? { ok: true } : refuse('tooManyRequests', { minutes: minutesUntil(taken.retryAfterMs) })
}
