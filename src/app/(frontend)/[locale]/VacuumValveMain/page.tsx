import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/catalogue/Breadcrumb'
import { FaqAccordion } from '@/components/catalogue/FaqAccordion'
import { catalogueMetadata, type LocalePageProps, pageLocale } from '@/components/catalogue/page'
import { PageBanner } from '@/components/catalogue/PageBanner'
import { TextSections } from '@/components/catalogue/TextSections'
import { pageTrail } from '@/components/catalogue/trails'
import { ValveCarousel } from '@/components/catalogue/ValveCarousel'
import { cachedFaqs, cachedTextPage, cachedVacuumValves } from '@/domain/catalogue.server'
import { localizedHref, pages, vacuumValvePages } from '@/siteMap'

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const text = await cachedTextPage(locale, 'vacuumValveMain')
  return catalogueMetadata(locale, pages.vacuumValveMain.path, text?.title ?? pages.vacuumValveMain.title[locale], text?.intro)
}

export default async function VacuumValveMainPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params)
  const [t, text, valves, faqs] = await Promise.all([
    getTranslations('catalogue'),
    cachedTextPage(locale, 'vacuumValveMain'),
    cachedVacuumValves(locale),
    cachedFaqs(locale, 'vacuumValve'),
  ])
  const valveByPage = new Map(valves.map((v) => [v.pageNumber, v]))
  // The site map fixes which eight slides exist and their order; the CMS gives their names and images.
  const slides = vacuumValvePages.map((page) => {
    const valve = valveByPage.get(page.pageNumber)
    return { href: localizedHref(locale, page.path), title: valve?.title ?? page.title[locale], image: valve?.image ?? null }
  })

  return (
    <main>
      <PageBanner title={text?.title ?? pages.vacuumValveMain.title[locale]} intro={text?.intro} image={text?.banner ?? null} />
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
        <Breadcrumb trail={pageTrail(locale, 'vacuumValveMain')} />
        <section aria-labelledby="valve-types" className="mt-8">
          <h2 id="valve-types" className="mb-6 text-2xl font-semibold">
            {t('valveMain.types')}
          </h2>
          <ValveCarousel
            slides={slides}
            labels={{
              region: t('valveMain.types'),
              previous: t('valveMain.previousSlide'),
              next: t('valveMain.nextSlide'),
              slide: t('valveMain.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
              view: t('valveMain.viewProduct'),
            }}
          />
        </section>
        {text ? (
          <div className="mt-12">
            <TextSections sections={text.sections} />
          </div>
        ) : null}
        <section aria-labelledby="valve-faq" className="mt-12">
          <h2 id="valve-faq" className="mb-6 text-2xl font-semibold">
            {t('valveMain.faq')}
          </h2>
          <FaqAccordion entries={faqs} />
        </section>
      </div>
    </main>
  )
}
