import type { Payload } from 'payload'

import { ORPHAN_AFTER_MS, sweepOrphanAttachments } from '@/features/enquiries/attachments'
import { removeStaleParts } from '@/lib/api/multipartFile'
import { countJobRun } from '@/lib/metrics.mjs'
import { uploadTempDir } from '@/lib/paths.server'

const SWEEP_EVERY_MS = 5 * 60_000

/**
 * Deletes unclaimed uploads on a timer in every instance. The sweep is idempotent (deletions by id
 * of rows older than an hour), so instances running it at the same time do no harm.
 */
export function startUploadSweeper(payload: Payload): void {
  const sweep = async () => {
    try {
      const deleted = await sweepOrphanAttachments(payload)
      if (deleted > 0) payload.logger.info(`[uploads] swept ${deleted} attachment(s) no enquiry claimed within an hour`)
      await removeStaleParts(uploadTempDir, ORPHAN_AFTER_MS)
      countJobRun('sweepUploads', 'succeeded')
    } catch (error) {
      countJobRun('sweepUploads', 'failed')
      payload.logger.error({ err: error, msg: '[uploads] the sweep failed' })
    }
  }
  setInterval(sweep, SWEEP_EVERY_MS).unref()
  void sweep()
}
