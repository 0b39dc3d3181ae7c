import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/catalogue/Breadcrumb'
import { LinkButtons } from '@/components/catalogue/LinkButtons'
import { catalogueMetadata, type LocalePageProps, pageLocale } from '@/components/catalogue/page'
import { PageBanner } from '@/components/catalogue/PageBanner'
import { TextSections } from '@/components/catalogue/TextSections'
import { Timeline } from '@/components/catalogue/Timeline'
import { pageTrail } from '@/components/catalogue/trails'
import { cachedPresysTimeline, cachedTextPage } from '@/domain/catalogue.server'
import { localizedHref, pages } from '@/siteMap'

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const text = await cachedTextPage(locale, 'presysProcess')
  return catalogueMetadata(locale, pages.presysProcess.path, text?.title ?? pages.presysProcess.title[locale], text?.intro)
}

export default async function PresysProcessPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params)
  const [t, text, timeline] = await Promise.all([
    getTranslations('catalogue'),
    cachedTextPage(locale, 'presysProcess'),
    cachedPresysTimeline(locale),
  ])
  return (
    <main>
      <PageBanner title={text?.title ?? pages.presysProcess.title[locale]} intro={text?.intro} image={text?.banner ?? null} />
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
        <Breadcrumb trail={pageTrail(locale, 'presysProcess', 'presys')} />
        {text ? (
          <div className="mt-8">
            <TextSections sections={text.sections} />
          </div>
        ) : null}
        <section aria-label={t('presys.timeline')} className="mt-10">
          <Timeline entries={timeline} />
        </section>
        <LinkButtons
          label={t('productNav')}
          links={[
            { href: localizedHref(locale, pages.home.path), label: t('backHome') },
            { href: localizedHref(locale, pages.presys.path), label: t('presys.toList') },
          ]}
        />
      </div>
    </main>
  )
}
