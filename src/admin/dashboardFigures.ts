import type { Payload, TypedUser } from 'payload'

import type { AdminLanguage } from '@/admin/csv'
import {
  openServiceStatuses,
  SERVICE_OVERDUE_DAYS,
  waitingForCustomerStatuses,
  workshopStatuses,
} from '@/features/serviceRequests/workload'

interface TopDownload {
  downloadId: number
  itemId: number | null
  title: string
  count: number
}

/** What the editors' start page shows; every figure is read with the staff member's own access. */
interface DashboardFigures {
  /** Start of the 7-day and 30-day windows, ISO, for the links into the filtered lists. */
  since7Days: string
  since30Days: string
  enquiriesLast7Days: number
  newEnquiries: number
  /** enquiries whose mail to the account managers failed after its last retry */
  failedNotifications: number
  newMembersLast7Days: number
  downloadsLast30Days: number
  topDownloads: TopDownload[]
  openServiceRequests: number
  /** waiting for the customer's parcel or their answer to a quote */
  serviceRequestsWaitingForCustomer: number
  /** the workshop's turn for SERVICE_OVERDUE_DAYS or longer; since when, ISO, for the link */
  overdueServiceRequests: number
  overdueSince: string
}

const DAY = 86_400_000
const TOP_DOWNLOADS = 5

export async function dashboardFigures(
  payload: Payload,
  user: TypedUser,
  language: AdminLanguage,
  now = new Date(),
): Promise<DashboardFigures> {
  const since7Days = new Date(now.getTime() - 7 * DAY).toISOString()
  const since30Days = new Date(now.getTime() - 30 * DAY).toISOString()
  const overdueSince = new Date(now.getTime() - SERVICE_OVERDUE_DAYS * DAY).toISOString()
  const asStaff = { overrideAccess: false, user } as const

  const [openRequests, waitingRequests, overdueRequests] = await Promise.all([
    payload.count({ collection: 'service-requests', where: { status: { in: openServiceStatuses } }, ...asStaff }),
    payload.count({ collection: 'service-requests', where: { status: { in: waitingForCustomerStatuses } }, ...asStaff }),
    payload.count({
      collection: 'service-requests',
      where: { status: { in: workshopStatuses }, statusSince: { less_than_equal: overdueSince } },
      ...asStaff,
    }),
  ])
  const [enquiriesLast7Days, newEnquiries, failedNotifications, newMembersLast7Days, downloads] = await Promise.all([
    payload.count({ collection: 'enquiries', where: { createdAt: { greater_than_equal: since7Days } }, ...asStaff }),
    payload.count({ collection: 'enquiries', where: { status: { equals: 'new' } }, ...asStaff }),
    payload.count({ collection: 'enquiries', where: { 'notification.status': { equals: 'failed' } }, ...asStaff }),
    payload.count({ collection: 'members', where: { createdAt: { greater_than_equal: since7Days } }, ...asStaff }),
    payload.find({
      collection: 'download-log',
      where: { createdAt: { greater_than_equal: since30Days } },
      select: { download: true },
      depth: 0,
      pagination: false,
      ...asStaff,
    }),
  ])

  // Local API has no GROUP BY; a month of download rows (two numbers each) is small enough to count here.
  const counts = new Map<number, number>()
  for (const row of downloads.docs) {
    // an item staff deleted since leaves an empty link; it is no longer a top download
    const id = row.download && typeof row.download === 'object' ? row.download.id : row.download
    if (typeof id === 'number') counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, TOP_DOWNLOADS)
  const items = ranked.length
    ? await payload.find({
        collection: 'downloads',
        where: { id: { in: ranked.map(([id]) => id) } },
        depth: 0,
        pagination: false,
        locale: language,
        ...asStaff,
      })
    : { docs: [] }
  const itemById = new Map(items.docs.map((item) => [item.id, item]))

  return {
    since7Days,
    since30Days,
    enquiriesLast7Days: enquiriesLast7Days.totalDocs,
    newEnquiries: newEnquiries.totalDocs,
    failedNotifications: failedNotifications.totalDocs,
    newMembersLast7Days: newMembersLast7Days.totalDocs,
    downloadsLast30Days: downloads.docs.length,
    topDownloads: ranked.map(([downloadId, count]) => ({
      downloadId,
      count,
      itemId: itemById.get(downloadId)?.itemId ?? null,
      title: itemById.get(downloadId)?.title ?? `#${downloadId}`,
    })),
    openServiceRequests: openRequests.totalDocs,
    serviceRequestsWaitingForCustomer: waitingRequests.totalDocs,
    overdueServiceRequests: overdueRequests.totalDocs,
    overdueSince,
  }
}
