import { getTranslations } from 'next-intl/server'

import { FaqAccordion } from '@/features/catalogue/components/FaqAccordion'
import { textPage } from '@/app/[locale]/_pages/textPage.server'
import { TextPageSection } from '@/components/textPage/TextPageSection'
import { getFaqs } from '@/features/content/content.server'

/** /PresysBriefIntroduction: the partner's introduction, its questions and answers, then onwards. */
const { generateMetadata, TextPage } = textPage('presysBrief', {
  description: 'catalogue.meta.presysBrief',
  links: { heading: 'catalogue.related', to: ['presysProcess', 'presys'] },
  after: async ({ locale }) => {
    const [t, faqs] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getFaqs(locale, 'presysBrief')])
    return (
      faqs.length > 0 && (
        <TextPageSection id="presys-faq" heading={t('valveMain.faq')}>
          <FaqAccordion entries={faqs} />
        </TextPageSection>
      )
    )
  },
})

export { generateMetadata }
export default TextPage
