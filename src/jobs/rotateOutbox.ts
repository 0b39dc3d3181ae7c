import { CODE_TTL_SECONDS } from '@/features/members/ruleValues'
import { defineTask } from '@/lib/defineTask'
import { rotateOutboxes } from '@/services/outbox'

import { outboxLimits } from './settings'

/**
 * Keeps the offline outboxes small and short-lived: expired SMS codes leave at once, other lines
 * after OUTBOX_KEEP_DAYS, and a file over OUTBOX_MAX_MB moves aside. Every minute, so that a code
 * stays in the SMS outbox at most a minute past its expiry.
 */
export const rotateOutboxTask = defineTask({
  slug: 'rotateOutbox',
  label: 'Rotate the SMS and mail outbox files',
  outputSchema: [{ name: 'dropped', type: 'number' }],
  schedule: [{ cron: '0 * * * * *', queue: 'default' }],
  handler: async () => ({ output: { dropped: await rotateOutboxes({ ...outboxLimits(), smsCodeTtlMs: CODE_TTL_SECONDS * 1000 }) } }),
})
