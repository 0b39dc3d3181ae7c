import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { requireMember } from '@/features/catalogue/components/membersOnly.server'
import { presysModelOfQuery } from '@/features/catalogue/components/presysDetailRoute'
import { ProductIntro, ProductPageFrame, ProductTechnicalData } from '@/components/catalogue/ProductPageFrame'
import { firstParam, type SearchParams } from '@/features/catalogue/components/searchParams'
import { getPresysModel, getRecordSeo, getSiteNames } from '@/features/content/content.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { pageMetadata } from '@/features/site/pageMetadata'
import { notFoundMetadata, PageNotFound } from '@/features/site/components/PageNotFound'
import { nextPresysModelPage, pages } from '@/siteMap'

// Members only, and the model is in the query: rendered per request (the content itself is cached).
export const dynamic = 'force-dynamic'

type PresysDetailProps = LocaleParams & { searchParams: SearchParams }

/** The partner's brand, for structured data. */
const PRESYS_BRAND = 'Presys'

async function modelOf(searchParams: SearchParams) {
  const query = await searchParams
  return presysModelOfQuery({ form: firstParam(query.form), id: firstParam(query.id) })
}

export async function generateMetadata({ params, searchParams }: PresysDetailProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const modelPage = await modelOf(searchParams)
  if (!modelPage) return notFoundMetadata(locale)
  const [model, names] = await Promise.all([getPresysModel(locale, modelPage.id), getSiteNames()])
  const title = names.presysModels[modelPage.id]?.[locale] ?? modelPage.model
  return pageMetadata({
    locale,
    path: modelPage.path,
    title,
    description: model?.text ?? '',
    seo: await getRecordSeo(locale, { collection: 'presys-models', modelId: modelPage.id }),
  })
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
export default async function PresysDetailPage({ params, searchParams }: PresysDetailProps) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const modelPage = await modelOf(searchParams)
  if (!modelPage) return <PageNotFound locale={locale} />
  const query = await searchParams
  await requireMember(locale, modelPage, query.form ? modelPage.path : `${pages.presysDetail.path}?id=${modelPage.id}`)

  const [t, model] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getPresysModel(locale, modelPage.id)])
  const nextModel = nextPresysModelPage(modelPage.id)
  const title = names.presysModels[modelPage.id]?.[locale] ?? modelPage.model

  return (
    <ProductPageFrame
      locale={locale}
      names={names}
      path={modelPage.path}
      breadcrumb={{ trailPath: pages.presys.path, current: title }}
      facts={
        model && {
          name: title,
          description: model.text,
          image: model.image?.src ?? null,
          brand: PRESYS_BRAND,
          category: names.pages.presys[locale],
          sku: modelPage.model,
        }
      }
      datasheet={model}
      chain={{
        back: { path: pages.presys.path, label: t('presys.backToList') },
        next: nextModel ? { path: nextModel.path, label: t('presys.nextModel') } : undefined,
      }}
    >
      <ProductIntro
        title={title}
        subtitle={model?.titleTwo}
        text={model ? model.text : null}
        notPublished={t('notPublished')}
        picture={model?.image ?? null}
      />
      {model ? (
        <>
          <div className="mt-10 grid gap-8 md:grid-cols-3">
            <LineList title={t('presys.applications')} lines={model.applications} />
            <LineList title={t('presys.mainFeatures')} lines={model.mainFeatures} />
            <LineList title={t('presys.options')} lines={model.options} />
          </div>
          <ProductTechnicalData
            locale={locale}
            id="presys-specs"
            heading={t('valve.technicalData')}
            nameHeading={t('valve.parameter')}
            valueHeading={t('valve.value')}
            specs={model.specs}
            rows={[]}
            unitChoice
            productKey={`presys-models:${model.name}`}
          />
        </>
      ) : null}
    </ProductPageFrame>
  )
}
