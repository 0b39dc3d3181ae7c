import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TechnicalData } from '@/features/specs/components/TechnicalData'
import { getRecordSeo, getSiteNames, getSiteSettings, getVacuumValve } from '@/features/content/content.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { pageMetadata } from '@/features/site/pageMetadata'
import { nextVacuumValvePage, pages, type VacuumValvePage as VacuumValveSiteMapPage, vacuumValvePages } from '@/siteMap'

import { CatalogueImage } from '@/ui/CatalogueImage'
import { requireMember } from '@/features/catalogue/components/membersOnly.server'
import { ProductActions, ProductDownload, ProductIntro, ProductPageFrame } from '@/components/catalogue/ProductPageFrame'
import { Tabs } from '@/features/catalogue/components/Tabs'

const valvePageOf = (pageNumber: number): VacuumValveSiteMapPage => {
  const valvePage = vacuumValvePages.find((v) => v.pageNumber === pageNumber)
  if (!valvePage) throw new Error(`No vacuum valve page ${pageNumber} in the site map`)
  return valvePage
}

/**
 * /VacuumValve1, /VacuumValve2 …: one implementation, one route folder per valve page of the site map. Members only;
 * the page is rendered per request because of the session, its content comes from the cache.
 */
export function vacuumValveRoute(pageNumber: number) {
  const valvePage = valvePageOf(pageNumber)
  const nextPage = nextVacuumValvePage(pageNumber)

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params)
    const [valve, names] = await Promise.all([getVacuumValve(locale, pageNumber), getSiteNames()])
    return pageMetadata({
      locale,
      path: valvePage.path,
      title: names.vacuumValves[pageNumber]?.[locale] ?? valve?.title ?? valvePage.path,
      description: valve?.titleText ?? '',
      seo: await getRecordSeo(locale, { collection: 'vacuum-valves', pageNumber }),
    })
  }

  async function VacuumValvePage({ params }: LocaleParams) {
    const locale = await pageLocale(params)
    await requireMember(locale, valvePage, valvePage.path)
    const [t, valve, settings, names] = await Promise.all([
      getTranslations({ locale, namespace: 'catalogue' }),
      getVacuumValve(locale, pageNumber),
      getSiteSettings(locale),
      getSiteNames(),
    ])
    const title = names.vacuumValves[pageNumber]?.[locale] ?? valve?.title ?? valvePage.path
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
      <ProductPageFrame
        locale={locale}
        names={names}
        path={valvePage.path}
        breadcrumb={{ trailPath: valvePage.path }}
        facts={
          valve && {
            name: title,
            description: valve.titleText,
            image: valve.image?.src ?? null,
            brand: settings.companyName,
            category: names.pages.vacuumValveMain[locale],
            sku: valve.name,
          }
        }
        chain={{
          back: { path: pages.vacuumValveMain.path, label: t('valve.backToValves') },
          next: nextPage ? { path: nextPage.path, label: t('next') } : undefined,
        }}
      >
        <ProductIntro title={title} text={valve ? valve.titleText : null} notPublished={t('notPublished')} picture={valve?.image ?? null} />

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
              <ProductActions locale={locale} productKey={`vacuum-valves:${valve.name}`} />
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
                        <TechnicalData
                          locale={locale}
                          specs={valve.specs}
                          rows={valve.technicalData}
                          caption={t('valve.technicalData')}
                          nameHeading={t('valve.parameter')}
                          valueHeading={t('valve.value')}
                          unitChoice
                        />
                        {valve.drawing ? (
                          <figure data-testid="technical-drawing">
                            <CatalogueImage image={valve.drawing} shown={{ sizes: '(min-width: 1024px) 50vw, 100vw' }} />
                            <figcaption className="mt-2 text-center text-sm text-slate-500">{t('valve.drawing')}</figcaption>
                          </figure>
                        ) : null}
                      </div>
                    ),
                  },
                  {
                    id: 'downloadFile',
                    label: t('valve.downloadFile'),
                    panel: <ProductDownload locale={locale} datasheet={valve} />,
                  },
                ]}
              />
            </div>
          </>
        ) : null}
      </ProductPageFrame>
    )
  }

  return { VacuumValvePage, generateMetadata }
}
