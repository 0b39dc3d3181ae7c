import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/catalogue/Breadcrumb'
import { FaqAccordion } from '@/components/catalogue/FaqAccordion'
import { LinkButtons } from '@/components/catalogue/LinkButtons'
import { catalogueMetadata, type LocalePageProps, pageLocale } from '@/components/catalogue/page'
import { PageBanner } from '@/components/catalogue/PageBanner'
import { TextSections } from '@/components/catalogue/TextSections'
import { pageTrail } from '@/components/catalogue/trails'
import { cachedFaqs, cachedTextPage } from '@/domain/catalogue.server'
import { localizedHref, pages } from '@/siteMap'

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const text = await cachedTextPage(locale, 'presysBrief')
  return catalogueMetadata(locale, pages.presysBrief.path, text?.title ?? pages.presysBrief.title[locale], text?.intro)
}

export default async function PresysBriefIntroductionPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params)
  const [t, text, faqs] = await Promise.all([
    getTranslations('catalogue'),
    cachedTextPage(locale, 'presysBrief'),
    cachedFaqs(locale, 'presysBrief'),
  ])
  return (
    <main>
      <PageBanner title={text?.title ?? pages.presysBrief.title[locale]} intro={text?.intro} image={text?.banner ?? null} />
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
        <Breadcrumb trail={pageTrail(locale, 'presysBrief', 'presys')} />
        {text ? (
          <div className="mt-8">
            <TextSections sections={text.sections} />
          </div>
        ) : null}
        {faqs.length > 0 ? (
          <div className="mt-10">
            <FaqAccordion entries={faqs} />
          </div>
        ) : null}
        <LinkButtons
          label={t('productNav')}
          links={[
            { href: localizedHref(locale, pages.presysProcess.path), label: t('presys.toProcess') },
            { href: localizedHref(locale, pages.presys.path), label: t('presys.toList') },
          ]}
        />
      </div>
    </main>
  )
}
