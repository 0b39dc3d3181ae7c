import { Link } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { adminText } from '@/admin/translations'
import { notificationRecipients } from '@/features/enquiries/notificationMail'

/**
 * On the start page and above the enquiry list while nobody chose who hears of new enquiries:
 * they go to the sample addresses of the contact cards and the first administrator, or to nobody,
 * and the staff should know which.
 */
export async function NotificationRecipientsWarning({ payload, user, i18n }: ServerProps) {
  if (!user || user.collection !== 'users') return null
  const recipients = await notificationRecipients(payload)
  if (recipients.chosen) return null
  const { sampleCards, administrator } = recipients
  const t = adminText(i18n)
  const cards = sampleCards.join(', ')
  const who =
    sampleCards.length && administrator
      ? t('custom:noRecipientsCardsAndAdministrator', { cards, email: administrator })
      : administrator
        ? t('custom:noRecipientsFallback', { email: administrator })
        : sampleCards.length
          ? t('custom:noRecipientsCards', { cards })
          : t('custom:noRecipientsNobody')
  return (
    <div className="notification-warning" role="alert">
      <strong>{t('custom:noRecipientsHeading')}</strong> {who}{' '}
      <Link href={`${payload.config.routes.admin}/globals/site-settings`}>{t('custom:noRecipientsFix')}</Link>
    </div>
  )
}
