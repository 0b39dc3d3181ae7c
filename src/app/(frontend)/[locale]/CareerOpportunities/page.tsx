import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TextPageLayout } from '@/components/textPage/TextPageLayout'
import { textPageMetadata } from '@/components/textPage/textPageMetadata'
import { LinkCards } from '@/components/ui/LinkCards'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { getTextPage } from '@/lib/content.server'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'company' })
  return textPageMetadata(locale, 'careerOpportunities', 'careerOpportunities', t('careerDescription'))
}

export default async function CareerOpportunitiesPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'company' })
  return (
    <TextPageLayout
      locale={locale}
      page="careerOpportunities"
      content={await getTextPage(locale, 'careerOpportunities')}
      emptyText={t('notWritten')}
    >
      <LinkCards locale={locale} heading={t('more')} to={['recruitment', 'contactUs']} />
    </TextPageLayout>
  )
}
