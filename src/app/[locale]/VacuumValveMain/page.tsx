import { getTranslations } from 'next-intl/server'

import { FaqAccordion } from '@/features/catalogue/components/FaqAccordion'
import { CoreProducts } from '@/features/catalogue/components/CoreProducts'
import { textPage } from '@/app/[locale]/_pages/textPage.server'
import { TextPageSection } from '@/components/textPage/TextPageSection'
import { carouselText } from '@/features/site/carouselText.server'
import { getCoreProducts, getFaqs } from '@/features/content/content.server'

/** /VacuumValveMain: banner, the valve types (three a view on a desktop), the FAQ. */
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
        <TextPageSection id="valve-types" heading={t('types')}>
          <CoreProducts products={valves} locale={locale} text={text} desktopPerView={3} priorityFirst />
        </TextPageSection>
        <TextPageSection id="valve-faq" heading={t('faq')}>
          <FaqAccordion entries={faqs} />
        </TextPageSection>
      </>
    )
  },
})

export { generateMetadata }
export default TextPage
