import { notifyAccountManagers } from '@/features/enquiries/notification'
import { defineTask } from '@/lib/defineTask'

import { notificationRetries } from './settings'

const retries = notificationRetries()

/**
 * The mail about a new enquiry (queued by submitEnquiry). Retried with exponential backoff: with
 * the defaults, 1, 2, 4 … 128 minutes apart, the eighth and last retry about four hours after the
 * first failure, so a mail server down for an hour or two loses no enquiry.
 */
export const notifyAccountManagersTask = defineTask({
  slug: 'notifyAccountManagers',
  label: 'Mail the account managers about a new enquiry',
  inputSchema: [{ name: 'enquiry', type: 'number', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  retries: { attempts: retries.attempts, backoff: { type: 'exponential', delay: retries.firstDelayMs } },
  handler: async ({ input, job, req }) => ({
    output: {
      // Payload gives up when the tries before this one reach the number of retries
      outcome: await notifyAccountManagers(req.payload, input.enquiry, { lastAttempt: (job.totalTried ?? 0) >= retries.attempts }),
    },
  }),
})
