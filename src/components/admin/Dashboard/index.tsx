import { Link } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { dashboardFigures } from '@/admin/dashboardFigures'
import { adminText } from '@/admin/translations'
import { listLink } from '@/components/admin/Dashboard/listLink'
import { NotificationRecipientsWarning } from '@/components/admin/NotificationRecipientsWarning'
import { retryNotificationsPath } from '@/endpoints/retryNotifications'
import { SERVICE_OVERDUE_DAYS, waitingForCustomerStatuses, workshopStatuses } from '@/features/serviceRequests/workload'

/**
 * The editors' start page, above Payload's collection cards: this week's enquiries and new
 * members, the enquiries still to handle, the open service requests (all, those waiting for the
 * customer, those overdue) and the month's top downloads, each a link into the
 * filtered list; and, when the mail about some enquiries failed for good, how many, with a button
 * that sends those mails again.
 */
export async function EditorsDashboard({ payload, user, i18n }: ServerProps) {
  if (!user || user.collection !== 'users') return null
  const language = i18n.language === 'en' ? 'en' : 'zh'
  const t = adminText(i18n)
  const figures = await dashboardFigures(payload, user, language)
  const admin = payload.config.routes.admin
  const last7Days = { createdAt: { greater_than_equal: figures.since7Days } }
  const last30Days = { createdAt: { greater_than_equal: figures.since30Days } }
  const failedNotifications = listLink(admin, 'enquiries', [{ 'notification.status': { equals: 'failed' } }])

  const cards = [
    {
      label: t('custom:newEnquiries'),
      value: figures.newEnquiries,
      href: listLink(admin, 'enquiries', [{ status: { equals: 'new' } }]),
    },
    {
      label: t('custom:openServiceRequests'),
      value: figures.openServiceRequests,
      href: listLink(admin, 'service-requests', [{ status: { not_equals: 'closed' } }]),
    },
    {
      label: t('custom:serviceRequestsWaitingForCustomer'),
      value: figures.serviceRequestsWaitingForCustomer,
      href: listLink(admin, 'service-requests', [{ status: { in: waitingForCustomerStatuses.join(',') } }]),
    },
    {
      label: t('custom:overdueServiceRequests', { days: SERVICE_OVERDUE_DAYS }),
      value: figures.overdueServiceRequests,
      href: listLink(admin, 'service-requests', [
        { status: { in: workshopStatuses.join(',') } },
        { statusSince: { less_than_equal: figures.overdueSince } },
      ]),
    },
    {
      label: t('custom:enquiriesLast7Days'),
      value: figures.enquiriesLast7Days,
      href: listLink(admin, 'enquiries', [last7Days]),
    },
    {
      label: t('custom:newMembersLast7Days'),
      value: figures.newMembersLast7Days,
      href: listLink(admin, 'members', [last7Days]),
    },
    {
      label: t('custom:downloadsLast30Days'),
      value: figures.downloadsLast30Days,
      href: listLink(admin, 'download-log', [last30Days]),
    },
  ]

  return (
    <section className="editors-dashboard" aria-labelledby="editors-dashboard-title">
      <h2 id="editors-dashboard-title">{t('custom:dashboardTitle')}</h2>
      <NotificationRecipientsWarning payload={payload} user={user} i18n={i18n} />
      {figures.failedNotifications > 0 && (
        <div className="notification-warning" role="alert">
          <p>
            <Link href={failedNotifications}>
              {t('custom:failedNotifications')}: <strong>{figures.failedNotifications}</strong>
            </Link>{' '}
            {t('custom:failedNotificationsHint')}
          </p>
          {/* a plain form: the endpoint answers with a redirect back here, where the count is read again */}
          <form method="post" action={`${payload.config.routes.api}/enquiries/${retryNotificationsPath}`}>
            <button type="submit" className="btn btn--style-primary btn--size-small">
              {t('custom:sendNotificationsAgain')}
            </button>
          </form>
        </div>
      )}
      <ul className="editors-dashboard__cards">
        {cards.map((card) => (
          <li key={card.href}>
            <Link className="editors-dashboard__card" href={card.href}>
              <span className="editors-dashboard__value">{card.value}</span>
              <span className="editors-dashboard__label">{card.label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h3>{t('custom:topDownloads')}</h3>
      {figures.topDownloads.length === 0 ? (
        <p>{t('custom:noDownloadsYet')}</p>
      ) : (
        <ol className="editors-dashboard__top">
          {figures.topDownloads.map((item) => (
            <li key={item.downloadId}>
              <Link href={listLink(admin, 'download-log', [{ download: { equals: item.downloadId } }, last30Days])}>
                {item.itemId ? `${item.itemId} · ` : ''}
                {item.title}
              </Link>{' '}
              <span className="editors-dashboard__count">{t('custom:downloadsCount', { times: item.count })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
