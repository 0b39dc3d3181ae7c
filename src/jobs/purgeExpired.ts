import type { CollectionSlug, Payload, Where } from 'payload'

import { failAbandonedNotifications } from '@/features/enquiries/notification'
import { defineTask } from '@/lib/defineTask'

const DAY_MS = 86_400_000

/**
 * What is past its use, per table. An SMS code is kept a day after it expired, so that a visitor
 * who types it late is told it expired rather than that none was sent. Payload deletes a job that
 * succeeded; one that failed for good stays a month for the operator to look into.
 */
export function expiredRows(now = new Date()): [CollectionSlug, Where][] {
  const iso = (msAgo: number) => new Date(now.getTime() - msAgo).toISOString()
  return [
    ['member-sessions', { expiresAt: { less_than: iso(0) } }],
    ['sms-codes', { expiresAt: { less_than: iso(DAY_MS) } }],
    ['rate-limits', { expire: { less_than: iso(0) } }],
    ['quote-shares', { expiresAt: { less_than: iso(0) } }],
    ['payload-jobs', { and: [{ hasError: { equals: true } }, { createdAt: { less_than: iso(30 * DAY_MS) } }] }],
  ]
}

/**
 * Deletes the rows of `expiredRows`, one DELETE … WHERE per table. Returns how many rows each table
 * had to delete (counted just before; another instance's run at the same time deletes the same
 * rows, which is harmless).
 */
export async function purgeExpiredRows(payload: Payload, now = new Date()): Promise<Record<string, number>> {
  const deleted: Record<string, number> = {}
  for (const [collection, where] of expiredRows(now)) {
    const { totalDocs } = await payload.db.count({ collection, where })
    if (totalDocs > 0) await payload.db.deleteMany({ collection, where })
    deleted[collection] = totalDocs
  }
  return deleted
}

export const purgeExpiredTask = defineTask({
  slug: 'purgeExpired',
  label: 'Delete expired sessions, SMS codes, rate-limit windows, shared quote lists and old failed jobs; fail abandoned mails',
  outputSchema: [
    { name: 'deleted', type: 'json' },
    { name: 'abandonedNotifications', type: 'number' },
  ],
  schedule: [{ cron: '0 7 * * * *', queue: 'default' }],
  handler: async ({ req }) => ({
    output: {
      deleted: await purgeExpiredRows(req.payload),
      // a claim past its lease has expired too: its mail shows as failed, for staff to send again
      abandonedNotifications: await failAbandonedNotifications(req.payload),
    },
  }),
})
