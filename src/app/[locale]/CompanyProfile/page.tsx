import { getTranslations } from 'next-intl/server'

import { textPage } from '@/app/[locale]/_pages/textPage.server'
import { ButtonLink } from '@/ui/ButtonLink'
import { localizedHref, pages } from '@/siteMap'

const { generateMetadata, TextPage } = textPage('companyProfile', {
  description: 'company.profileDescription',
  emptyText: 'company.notWritten',
  after: async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'company' })
    return (
      <div className="mt-12">
        <ButtonLink href={localizedHref(locale, pages.home.path)} variant="outline">
          ← {t('backHome')}
        </ButtonLink>
      </div>
    )
  },
})

export { generateMetadata }
export default TextPage
