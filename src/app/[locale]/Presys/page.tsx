import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { CatalogueImage } from '@/ui/CatalogueImage'
import { PresysList } from '@/features/catalogue/components/PresysList'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { container } from '@/ui/layout'
import { LinkCards } from '@/components/textPage/LinkCards'
import { PageBanner } from '@/ui/PageBanner'
import { getPresysModels, getSiteNames } from '@/features/content/content.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'
import { localizedHref, pages, presysModelPages } from '@/siteMap'

export const generateMetadata = sitePageMetadata('presys', 'catalogue.meta.presys')

/** /Presys: the partner's models; six first on a desktop, all at once on a phone. */
export default async function PresysPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const [t, models] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getPresysModels(locale)])
  const pathOf = new Map(presysModelPages.map((p) => [p.id, p.path]))

  const cards = models.flatMap((model) => {
    const path = pathOf.get(model.modelId)
    if (!path) return []
    return [
      {
        key: model.name,
        card: (
          <Link
            href={localizedHref(locale, path)}
            className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 hover:border-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            <CatalogueImage image={model.image} shown={{ sizes: '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' }} />
            <span className="mt-3 font-semibold text-slate-900 group-hover:text-brand">{model.title}</span>
            {model.titleTwo ? <span className="mt-1 text-sm text-slate-500">{model.titleTwo}</span> : null}
            <span className="mt-auto pt-3 text-sm text-brand">{t('presys.viewModel')}</span>
          </Link>
        ),
      },
    ]
  })

  return (
    <>
      <PageBanner title={names.pages.presys[locale]} intro={t('meta.presys')}>
        <Breadcrumb locale={locale} names={names} path={pages.presys.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} py-12`}>
        <h2 className="sr-only">{t('presys.models')}</h2>
        <PresysList cards={cards} labels={{ seeMore: t('presys.seeMore'), backToTop: t('presys.backToTop') }} />
        <LinkCards locale={locale} to={['presysBrief', 'presysProcess']} heading={t('related')} />
      </div>
    </>
  )
}
