import type { CollectionAfterChangeHook } from 'payload'

import { siteLog } from '@/runtime/log.mjs'
import type { ServiceRequest } from '@/payload-types'

/**
 * Tells the customer of a new status (the statuses the rules say they hear of) by SMS and, when
 * they gave one, by mail. A notice that fails is logged and does not undo the change: the status
 * stands and shows on the tracking page.
 */
export const sendStatusNotice: CollectionAfterChangeHook<ServiceRequest> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.status === doc.status) return doc
  try {
    // imported when it runs: the SMS service is server-only, and scripts outside Next (migrations,
    // seed, types) load this config too
    const { noticeOfStatus } = await import('@/features/serviceRequests/notices')
    await noticeOfStatus(req.payload, doc)
  } catch (error) {
    siteLog('service').error({ err: error, rma: doc.rma }, 'status notice failed')
  }
  return doc
}
