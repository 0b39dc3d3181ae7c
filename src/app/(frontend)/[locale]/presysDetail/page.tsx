import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/components/catalogue/Breadcrumb'
import { CatalogueImage } from '@/components/catalogue/CatalogueImage'
import { DownloadItem } from '@/components/catalogue/DownloadItem'
import { requireMember } from '@/components/catalogue/membersOnly.server'
import { catalogueMetadata, firstParam, type LocalePageProps, pageLocale, siteUrl } from '@/components/catalogue/page'
import { presysModelOfQuery } from '@/components/catalogue/presysDetailRoute'
import { ProductNav } from '@/components/catalogue/ProductNav'
import { breadcrumbJsonLd, productJsonLd, StructuredData } from '@/components/catalogue/StructuredData'
import { presysModelTrail } from '@/components/catalogue/trails'
import { Toaster } from '@/components/ui/Toaster'
import { cachedPresysModel } from '@/domain/catalogue.server'
import { localizedHref, nextPresysModelPage, pages } from '@/siteMap'

/** The partner's brand, for structured data. */
const PRESYS_BRAND = 'Presys'

async function modelOf(searchParams: LocalePageProps['searchParams']) {
  const query = await searchParams
  return presysModelOfQuery({ form: firstParam(query.form), id: firstParam(query.id) })
}

export async function generateMetadata({ params, searchParams }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const modelPage = await modelOf(searchParams)
  if (!modelPage) return {}
  const model = await cachedPresysModel(locale, modelPage.id)
  return catalogueMetadata(locale, modelPage.path, model?.title ?? modelPage.title[locale], model?.text)
}

function LineList({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  )
}

/** /presysDetail?form=<name> or ?id=9…24: one Presys model. Members only. */
export default async function PresysDetailPage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale(params)
  const modelPage = await modelOf(searchParams)
  if (!modelPage) notFound()
  const query = await searchParams
  await requireMember(locale, query.form ? modelPage.path : `${pages.presysDetail.path}?id=${modelPage.id}`)

  const [t, model] = await Promise.all([getTranslations('catalogue'), cachedPresysModel(locale, modelPage.id)])
  const nextModel = nextPresysModelPage(modelPage.id)
  const title = model?.title ?? modelPage.title[locale]
  const trail = presysModelTrail(locale, modelPage, title)
  const badge = model?.downloadFile
    ? [model.downloadFile.extension.toUpperCase(), model.downloadFile.sizeMb ? `${model.downloadFile.sizeMb} MB` : '']
        .filter(Boolean)
        .join(', ')
    : 'PDF'

  return (
    <main>
      {model ? (
        <StructuredData
          data={[
            productJsonLd(
              siteUrl(),
              {
                name: model.title,
                description: model.text,
                image: model.image?.url ?? null,
                brand: PRESYS_BRAND,
                category: pages.presys.title[locale],
                sku: modelPage.model,
              },
              trail,
            ),
            breadcrumbJsonLd(siteUrl(), trail),
          ]}
        />
      ) : null}
      <div className="mx-auto max-w-6xl px-4 py-6 md:py-10">
        <Breadcrumb trail={trail} />
        <div className="mt-6 grid gap-8 md:grid-cols-2 md:items-center">
          <div>
            <h1 className="text-2xl font-bold text-brand md:text-3xl">{title}</h1>
            {model?.titleTwo ? <p className="mt-2 text-lg text-slate-600">{model.titleTwo}</p> : null}
            {model ? (
              <p className="mt-4 leading-relaxed text-slate-600">{model.text}</p>
            ) : (
              <p className="mt-4 text-slate-500">{t('notPublished')}</p>
            )}
          </div>
          <CatalogueImage image={model?.image ?? null} sizes="(min-width: 768px) 50vw, 100vw" preload />
        </div>
        {model ? (
          <>
            <div className="mt-10 grid gap-8 md:grid-cols-3">
              <LineList title={t('presys.applications')} lines={model.applications} />
              <LineList title={t('presys.mainFeatures')} lines={model.mainFeatures} />
              <LineList title={t('presys.options')} lines={model.options} />
            </div>
            <div className="mt-10">
              <DownloadItem
                itemId={model.downloadItemId}
                title={model.downloadTitle}
                text={model.downloadText}
                badge={badge}
                badgeLabel={t('download.badgeLabel')}
              />
            </div>
          </>
        ) : null}
        <ProductNav
          label={t('productNav')}
          back={{ href: localizedHref(locale, pages.presys.path), label: t('presys.backToList') }}
          next={nextModel ? { href: localizedHref(locale, nextModel.path), label: t('presys.nextModel') } : undefined}
        />
      </div>
      <Toaster />
    </main>
  )
}
