import { getTranslations } from 'next-intl/server'

import { FaqAccordion } from '@/components/catalogue/FaqAccordion'
import { CoreProducts } from '@/components/home/CoreProducts'
import { textPage } from '@/components/textPage/textPage'
import { carouselText } from '@/lib/carouselText.server'
import { getCoreProducts, getFaqs } from '@/lib/content.server'

/** /VacuumValveMain: banner, the eight valve types (three a view on a desktop), the FAQ. */
const { generateMetadata, TextPage } = textPage('vacuumValveMain', {
  description: 'catalogue.meta.vacuumValveMain',
  after: async ({ locale }) => {
    const t = await getTranslations({ locale, namespace: 'catalogue.valveMain' })
    const [valves, faqs, text] = await Promise.all([
      getCoreProducts(locale),
      getFaqs(locale, 'vacuumValve'),
      carouselText(locale, t('types')),
    ])
    return (
      <>
        <section aria-labelledby="valve-types" className="mt-12">
          <h2 id="valve-types" className="mb-6 text-2xl font-bold text-brand">
            {t('types')}
          </h2>
          <CoreProducts products={valves} locale={locale} text={text} desktopPerView={3} />
        </section>
        <section aria-labelledby="valve-faq" className="mt-12">
          <h2 id="valve-faq" className="mb-6 text-2xl font-bold text-brand">
            {t('faq')}
          </h2>
          <FaqAccordion entries={faqs} />
        </section>
      </>
    )
  },
})

export { generateMetadata }
export default TextPage
