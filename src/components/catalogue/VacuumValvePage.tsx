import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { Toaster } from '@/components/ui/Toaster'
import { cachedCompanyName, cachedVacuumValve } from '@/domain/catalogue.server'
import {
  downloadBadges,
  localizedHref,
  nextVacuumValvePage,
  pages,
  type VacuumValvePage as VacuumValveSiteMapPage,
  vacuumValvePages,
} from '@/siteMap'

import { Breadcrumb } from './Breadcrumb'
import { CatalogueImage } from './CatalogueImage'
import { DownloadItem } from './DownloadItem'
import { requireMember } from './membersOnly.server'
import { catalogueMetadata, type LocalePageProps, pageLocale, siteUrl } from './page'
import { ProductNav } from './ProductNav'
import { SpecTable } from './SpecTable'
import { breadcrumbJsonLd, productJsonLd, StructuredData } from './StructuredData'
import { Tabs } from './Tabs'
import { vacuumValveTrail } from './trails'

/**
 * /VacuumValve1 … /VacuumValve8: one implementation, one route folder per spec path. Members only;
 * the page is dynamic because of the session, its content comes from the cache.
 */
const valvePageOf = (pageNumber: number): VacuumValveSiteMapPage => {
  const valvePage = vacuumValvePages.find((v) => v.pageNumber === pageNumber)
  if (!valvePage) throw new Error(`No vacuum valve page ${pageNumber} in the site map`)
  return valvePage
}

export function vacuumValveRoute(pageNumber: number) {
  const valvePage = valvePageOf(pageNumber)
  const nextPage = nextVacuumValvePage(pageNumber)

  async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
    const locale = await pageLocale(params)
    const valve = await cachedVacuumValve(locale, pageNumber)
    return catalogueMetadata(locale, valvePage.path, valve?.title ?? valvePage.title[locale], valve?.titleText)
  }

  async function VacuumValvePage({ params }: LocalePageProps) {
    const locale = await pageLocale(params)
    await requireMember(locale, valvePage.path)
    const [t, valve, brand] = await Promise.all([
      getTranslations('catalogue'),
      cachedVacuumValve(locale, pageNumber),
      cachedCompanyName(locale),
    ])
    const title = valve?.title ?? valvePage.title[locale]
    const trail = vacuumValveTrail(locale, valvePage, title)
    const properties = valve
      ? [
          [t('valve.size'), valve.size],
          [t('valve.driver'), valve.driver],
          [t('valve.valveMaterial'), valve.valveMaterial],
          [t('valve.feedthrough'), valve.feedthrough],
          ...(valve.standardFlanges === null ? [] : [[t('valve.standardFlanges'), valve.standardFlanges]]),
        ]
      : []

    return (
      <main className="mx-auto max-w-6xl px-4 py-6 md:py-10">
        {valve ? (
          <StructuredData
            data={[
              productJsonLd(
                siteUrl(),
                {
                  name: valve.title,
                  description: valve.titleText,
                  image: valve.image?.url ?? null,
                  brand,
                  category: pages.vacuumValveMain.title[locale],
                  sku: valve.name,
                },
                trail,
              ),
              breadcrumbJsonLd(siteUrl(), trail),
            ]}
          />
        ) : null}
        <Breadcrumb trail={trail} />
        <div className="mt-6 grid gap-8 md:grid-cols-2 md:items-center">
          <div>
            <h1 className="text-2xl font-bold text-brand md:text-3xl">{title}</h1>
            {valve ? (
              <p className="mt-4 leading-relaxed text-slate-600">{valve.titleText}</p>
            ) : (
              <p className="mt-4 text-slate-500">{t('notPublished')}</p>
            )}
          </div>
          <CatalogueImage image={valve?.image ?? null} sizes="(min-width: 768px) 50vw, 100vw" preload />
        </div>

        {valve ? (
          <>
            <section aria-labelledby="valve-properties" className="mt-10 rounded bg-slate-50 p-5">
              <h2 id="valve-properties" className="text-lg font-semibold">
                {t('valve.properties')}
              </h2>
              <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2" data-testid="valve-properties">
                {properties.map(([name, value]) => (
                  <div key={name} className="flex gap-3 border-b border-slate-200 pb-2">
                    <dt className="w-32 shrink-0 text-slate-500">{name}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <div className="mt-10">
              <Tabs
                label={t('valve.tabs')}
                tabs={[
                  {
                    id: 'technicalData',
                    label: t('valve.technicalData'),
                    panel: (
                      <div className="grid gap-8 lg:grid-cols-2">
                        <SpecTable
                          rows={valve.technicalData}
                          caption={t('valve.technicalData')}
                          nameHeading={t('valve.parameter')}
                          valueHeading={t('valve.value')}
                        />
                        {valve.drawing ? (
                          <figure>
                            <CatalogueImage image={valve.drawing} sizes="(min-width: 1024px) 50vw, 100vw" />
                            <figcaption className="mt-2 text-center text-sm text-slate-500">{t('valve.drawing')}</figcaption>
                          </figure>
                        ) : null}
                      </div>
                    ),
                  },
                  {
                    id: 'downloadFile',
                    label: t('valve.downloadFile'),
                    panel: (
                      <DownloadItem
                        itemId={valve.downloadItemId}
                        title={valve.downloadTitle}
                        badge={downloadBadges.vacuumValve}
                        badgeLabel={t('download.badgeLabel')}
                      />
                    ),
                  },
                ]}
              />
            </div>
          </>
        ) : null}

        <ProductNav
          label={t('productNav')}
          back={{ href: localizedHref(locale, pages.vacuumValveMain.path), label: t('valve.backToValves') }}
          next={nextPage ? { href: localizedHref(locale, nextPage.path), label: t('next') } : undefined}
        />
        <Toaster />
      </main>
    )
  }

  return { VacuumValvePage, generateMetadata }
}
