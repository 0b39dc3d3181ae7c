import Link from 'next/link'
import type { ServerProps } from 'payload'

import { adminText } from '@/admin/translations'
import { notificationRecipients } from '@/features/enquiries/enquiries'

/**
 * On the start page and above the enquiry list while nobody chose who hears of new enquiries:
 * they go to the first administrator only, or to nobody, and the staff should know.
 */
export async function NotificationRecipientsWarning({ payload, user, i18n }: ServerProps) {
  if (!user || user.collection !== 'users') return null
  const { addresses, chosen } = await notificationRecipients(payload)
  if (chosen) return null
  const t = adminText(i18n)
  return (
    <div className="notification-warning" role="alert">
      <strong>{t('custom:noRecipientsHeading')}</strong>{' '}
      {addresses[0] ? t('custom:noRecipientsFallback', { email: addresses[0] }) : t('custom:noRecipientsNobody')}{' '}
      <Link href={`${payload.config.routes.admin}/globals/site-settings`}>{t('custom:noRecipientsFix')}</Link>
    </div>
  )
}
