import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TextPageLayout } from '@/components/textPage/TextPageLayout'
import { textPageMetadata } from '@/components/textPage/textPageMetadata'
import { ButtonLink } from '@/components/ui/ButtonLink'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { getTextPage } from '@/lib/content.server'
import { localizedHref, pages } from '@/siteMap'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'company' })
  return textPageMetadata(locale, 'companyProfile', 'companyProfile', t('profileDescription'))
}

export default async function CompanyProfilePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'company' })
  return (
    <TextPageLayout locale={locale} page="companyProfile" content={await getTextPage(locale, 'companyProfile')} emptyText={t('notWritten')}>
      <div className="mt-12">
        <ButtonLink href={localizedHref(locale, pages.home.path)} variant="outline">
          ← {t('backHome')}
        </ButtonLink>
      </div>
    </TextPageLayout>
  )
}
