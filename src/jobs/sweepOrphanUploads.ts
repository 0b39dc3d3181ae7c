import { defineTask } from '@/lib/defineTask'
import { removeStaleParts } from '@/lib/uploadParts'

/**
 * Deletes the enquiry attachments no enquiry claimed within an hour, and partial uploads a crash
 * left in this instance's temporary folder. Both are deletions of what is already unused, so a run
 * on two instances at once does no harm.
 */
export const sweepOrphanUploadsTask = defineTask({
  slug: 'sweepOrphanUploads',
  label: 'Delete attachments no enquiry claimed',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    // imported when it runs: the attachments module is server-only (it counts uploads against the
    // rate limits), and scripts outside Next (migrations, seed, types) load this config too
    const { ORPHAN_AFTER_MS, sweepOrphanAttachments } = await import('@/features/enquiries/attachments')
    const deleted = await sweepOrphanAttachments(req.payload)
    await removeStaleParts(ORPHAN_AFTER_MS)
    return { output: { deleted } }
  },
})
