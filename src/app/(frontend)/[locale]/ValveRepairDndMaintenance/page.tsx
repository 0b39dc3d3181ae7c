import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { ContactCallout } from '@/components/textPage/ContactCallout'
import { TextPageLayout } from '@/components/textPage/TextPageLayout'
import { textPageMetadata } from '@/components/textPage/textPageMetadata'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { getTextPage } from '@/lib/content.server'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'services' })
  return textPageMetadata(locale, 'repair', 'repairMaintenance', t('repairDescription'))
}

export default async function RepairAndMaintenancePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'services' })
  const tCompany = await getTranslations({ locale, namespace: 'company' })
  return (
    <TextPageLayout
      locale={locale}
      page="repair"
      content={await getTextPage(locale, 'repairMaintenance')}
      emptyText={tCompany('notWritten')}
    >
      <ContactCallout locale={locale} label={t('contactUs')} />
    </TextPageLayout>
  )
}
