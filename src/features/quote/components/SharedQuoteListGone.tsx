import { getTranslations } from 'next-intl/server'

import { NotFoundAnswer } from '@/features/site/components/PageNotFound'
import { ButtonLink } from '@/ui/ButtonLink'
import { type Locale, localizedHref, pages } from '@/siteMap'

/** A share code that is unknown or past its 90 days: say so (a 404), and offer the way to a new list. */
export async function SharedQuoteListGone({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'finder.quote' })
  return (
    <NotFoundAnswer
      title={t('sharedGoneTitle')}
      text={t('sharedGone')}
      action={<ButtonLink href={`${localizedHref(locale, pages.contactUs.path)}#quote`}>{t('openList')}</ButtonLink>}
    />
  )
}
