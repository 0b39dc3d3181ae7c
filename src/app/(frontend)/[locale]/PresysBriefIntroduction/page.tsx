import { getTranslations } from 'next-intl/server'

import { FaqAccordion } from '@/components/catalogue/FaqAccordion'
import { textPage } from '@/components/textPage/textPage'
import { getFaqs } from '@/lib/content.server'

/** /PresysBriefIntroduction: the partner's introduction, its questions and answers, then onwards. */
const { generateMetadata, TextPage } = textPage('presysBrief', {
  description: 'catalogue.meta.presysBrief',
  links: { heading: 'catalogue.related', to: ['presysProcess', 'presys'] },
  after: async ({ locale }) => {
    const [t, faqs] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getFaqs(locale, 'presysBrief')])
    return (
      faqs.length > 0 && (
        <section aria-labelledby="presys-faq" className="mt-12">
          <h2 id="presys-faq" className="mb-6 text-2xl font-bold text-brand">
            {t('valveMain.faq')}
          </h2>
          <FaqAccordion entries={faqs} />
        </section>
      )
    )
  },
})

export { generateMetadata }
export default TextPage
