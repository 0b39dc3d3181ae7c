import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FaqAccordion } from '@/components/catalogue/FaqAccordion'
import { CoreProducts } from '@/components/home/CoreProducts'
import { TextPageLayout } from '@/components/textPage/TextPageLayout'
import { textPageMetadata } from '@/components/textPage/textPageMetadata'
import { getCoreProducts, getFaqs, getTextPage } from '@/lib/content.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { carouselText } from '@/lib/carouselText.server'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'catalogue.meta' })
  return textPageMetadata(locale, 'vacuumValveMain', 'vacuumValveMain', t('vacuumValveMain'))
}

/** /VacuumValveMain: banner, the eight valve types (three a view on a desktop), the FAQ. */
export default async function VacuumValveMainPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'catalogue.valveMain' })
  const [content, valves, faqs] = await Promise.all([
    getTextPage(locale, 'vacuumValveMain'),
    getCoreProducts(locale),
    getFaqs(locale, 'vacuumValve'),
  ])
  return (
    <TextPageLayout locale={locale} page="vacuumValveMain" content={content} emptyText="">
      <section aria-labelledby="valve-types" className="mt-12">
        <h2 id="valve-types" className="mb-6 text-2xl font-bold text-brand">
          {t('types')}
        </h2>
        <CoreProducts products={valves} locale={locale} text={await carouselText(locale, t('types'))} desktopPerView={3} />
      </section>
      <section aria-labelledby="valve-faq" className="mt-12">
        <h2 id="valve-faq" className="mb-6 text-2xl font-bold text-brand">
          {t('faq')}
        </h2>
        <FaqAccordion entries={faqs} />
      </section>
    </TextPageLayout>
  )
}
