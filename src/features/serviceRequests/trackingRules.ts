import '@/lib/zodInBrowser'

import { z } from 'zod/mini'

/** Longer than any RMA number typed with spaces; beyond it the text is no number at all. */
const RMA_MAX_LENGTH = 40

/**
 * An RMA number as a customer types it on the tracking page or answers a quote: present and short.
 * Whether it reads as a number, and names a request of theirs, is the look-up's to say, with one
 * answer for every miss. The message is `api.serviceRequest.rmaInvalid`.
 */
export const rmaNumberField = z
  .string({ error: 'rmaInvalid' })
  .check(z.trim(), z.minLength(1, { error: 'rmaInvalid' }), z.maxLength(RMA_MAX_LENGTH, { error: 'rmaInvalid' }))
