import type { Endpoint } from 'payload'

import { isStaffUser } from '@/access'
import { retryFailedNotifications } from '@/features/enquiries/notification'

export const retryNotificationsPath = 'retry-notifications'

/**
 * POST /cms-api/enquiries/retry-notifications, the dashboard's button: queues the mail of every
 * enquiry whose notification failed for good, then sends the staff member back to the dashboard.
 */
export const retryNotificationsEndpoint: Endpoint = {
  path: `/${retryNotificationsPath}`,
  method: 'post',
  handler: async (req) => {
    if (!isStaffUser(req)) return Response.json({ message: 'Forbidden' }, { status: 403 })
    const queued = await retryFailedNotifications(req.payload)
    req.payload.logger.info(`[enquiry] staff member ${String(req.user?.id)} sent ${queued} failed notification(s) again`)
    return new Response(null, { status: 303, headers: { location: req.payload.config.routes.admin } })
  },
}
