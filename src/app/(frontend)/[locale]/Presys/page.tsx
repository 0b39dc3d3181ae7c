import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/catalogue/Breadcrumb'
import { CatalogueImage } from '@/components/catalogue/CatalogueImage'
import { LinkButtons } from '@/components/catalogue/LinkButtons'
import { catalogueMetadata, type LocalePageProps, pageLocale } from '@/components/catalogue/page'
import { PresysList } from '@/components/catalogue/PresysList'
import { pageTrail } from '@/components/catalogue/trails'
import { cachedPresysModels } from '@/domain/catalogue.server'
import { localizedHref, pages, presysModelPages } from '@/siteMap'

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  return catalogueMetadata(locale, pages.presys.path, pages.presys.title[locale])
}

export default async function PresysPage({ params }: LocalePageProps) {
  const locale = await pageLocale(params)
  const [t, models] = await Promise.all([getTranslations('catalogue'), cachedPresysModels(locale)])
  const pathOf = new Map(presysModelPages.map((p) => [p.id, p.path]))

  const cards = models.flatMap((model) => {
    const path = pathOf.get(model.modelId)
    if (!path) return []
    return [
      {
        key: model.name,
        card: (
          <a
            href={localizedHref(locale, path)}
            className="group flex h-full flex-col rounded border border-slate-200 bg-white p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <CatalogueImage image={model.image} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
            <span className="mt-3 font-semibold text-slate-900 group-hover:text-brand">{model.title}</span>
            {model.titleTwo ? <span className="mt-1 text-sm text-slate-500">{model.titleTwo}</span> : null}
            <span className="mt-auto pt-3 text-sm text-brand">{t('presys.viewModel')}</span>
          </a>
        ),
      },
    ]
  })

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <Breadcrumb trail={pageTrail(locale, 'presys')} />
      <h1 tabIndex={-1} className="mt-6 text-2xl font-bold text-brand focus:outline-none md:text-3xl">
        {pages.presys.title[locale]}
      </h1>
      <h2 className="sr-only">{t('presys.models')}</h2>
      <div className="mt-8">
        <PresysList cards={cards} labels={{ seeMore: t('presys.seeMore'), backToTop: t('presys.backToTop') }} />
      </div>
      <LinkButtons
        label={t('productNav')}
        links={[
          { href: localizedHref(locale, pages.presysBrief.path), label: pages.presysBrief.title[locale] },
          { href: localizedHref(locale, pages.presysProcess.path), label: pages.presysProcess.title[locale] },
        ]}
      />
    </main>
  )
}
