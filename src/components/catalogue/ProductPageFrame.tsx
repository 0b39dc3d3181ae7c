import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/ui/Breadcrumb'
import { CatalogueImage } from '@/ui/CatalogueImage'
import { container } from '@/ui/layout'
import type { Picture } from '@/lib/media'
import type { FileFacts } from '@/features/catalogue/catalogue'
import { ProductCompareButton } from '@/features/compare/components/ProductCompareButton'
import { ProductServiceLink } from '@/features/serviceRequests/components/ServiceRequestLinks'
import type { ProductSpecs } from '@/features/specs/productSpecs'
import { ProductQuoteButton } from '@/features/quote/components/ProductQuoteButton'
import type { SpecRow } from '@/features/specs/specRows'
import { TechnicalData } from '@/features/specs/components/TechnicalData'
import { CheckOnMySystemLink } from '@/features/vacuumCalculator/components/CheckOnMySystemLink'
import { type Locale, localizedHref } from '@/siteMap'
import type { SiteNames } from '@/siteMap/names'

import { ChainButtons } from '@/features/catalogue/components/ChainButtons'
import { DownloadItem } from '@/features/catalogue/components/DownloadItem'
import { breadcrumbJsonLd, type ProductFacts, productJsonLd, StructuredData } from '@/features/catalogue/components/StructuredData'

/** A product's datasheet, as the valve, Presys model and other-product records all carry it. */
export interface ProductDatasheet {
  downloadItemId: number
  downloadTitle: string
  downloadText?: string
  downloadFile: FileFacts | null
}

/** A step of the product chain: a site-map path (localized here) and the button's text. */
export interface ChainStep {
  path: string
  label: string
}

interface ProductPageFrameProps {
  locale: Locale
  names: SiteNames
  /** The page's own address, which the structured data gives as the product's URL. */
  path: string
  /**
   * The site map's trail down to `trailPath`, then `current` for a page the site map does not
   * list itself (a Presys model, addressed by its query). The visible breadcrumb and the one in
   * the structured data are built from this one value, so they cannot disagree.
   */
  breadcrumb: { trailPath: string; current?: string }
  /** What search engines learn about the product; null while it is unpublished, and then no JSON-LD. */
  facts: ProductFacts | null
  /** The datasheet at the foot of the page, above the chain; left out where the page shows it elsewhere. */
  datasheet?: ProductDatasheet | null
  chain: { back: ChainStep; next?: ChainStep }
  /** The product's own part: title, pictures, properties, tables. */
  children: ReactNode
}

/**
 * What every product page has around its own content: the structured data and the breadcrumb
 * above it, the datasheet and the back / next buttons of its chain below it.
 */
export function ProductPageFrame({ locale, names, path, breadcrumb, facts, datasheet, chain, children }: ProductPageFrameProps) {
  const { trailPath, current } = breadcrumb
  return (
    <div className={`${container} py-8 md:py-12`}>
      {facts ? (
        <StructuredData
          data={[
            productJsonLd(locale, path, facts),
            breadcrumbJsonLd(locale, names, trailPath, current === undefined ? undefined : { name: current, path }),
          ]}
        />
      ) : null}
      <Breadcrumb locale={locale} names={names} path={trailPath} current={current} className="text-slate-500" />
      {children}
      <ProductServiceLink locale={locale} productPath={path} />
      {datasheet ? (
        <div className="mt-10">
          <ProductDownload locale={locale} datasheet={datasheet} />
        </div>
      ) : null}
      <ChainButtons
        back={{ href: localizedHref(locale, chain.back.path), label: chain.back.label }}
        next={chain.next ? { href: localizedHref(locale, chain.next.path), label: chain.next.label } : undefined}
      />
    </div>
  )
}

interface ProductIntroProps {
  title: string
  /** A second line under the title (a Presys model's). */
  subtitle?: string | null
  /** The product's text; null while it is unpublished, and then `notPublished` says so instead. */
  text: string | null
  notPublished: string
  /** The picture beside the words, preloaded as the page's largest; left out where the page shows its pictures further down. */
  picture?: Picture | null
}

/** The top of a product page: its name, its text (or that it is not published yet), and its picture beside them. */
export function ProductIntro({ title, subtitle, text, notPublished, picture }: ProductIntroProps) {
  const beside = picture !== undefined
  const words = (
    <>
      <h1 className={beside ? 'text-2xl font-bold text-brand md:text-3xl' : 'mt-6 text-2xl font-bold text-brand md:text-3xl'}>{title}</h1>
      {subtitle ? <p className="mt-2 text-lg text-slate-600">{subtitle}</p> : null}
      {text === null ? (
        <p className="mt-4 text-slate-500" data-testid="not-published">
          {notPublished}
        </p>
      ) : (
        <p className={beside ? 'mt-4 leading-relaxed text-slate-600' : 'mt-4 max-w-3xl leading-relaxed text-slate-600'}>{text}</p>
      )}
    </>
  )
  if (!beside) return words
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-2 md:items-center">
      <div>{words}</div>
      <CatalogueImage image={picture} shown={{ sizes: '(min-width: 768px) 50vw, 100vw' }} preload />
    </div>
  )
}

/** What a visitor can do with a product, under its data: add it to a quote, compare it, check it on their system. */
export function ProductActions({ locale, productKey }: { locale: Locale; productKey: string }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <ProductQuoteButton locale={locale} productKey={productKey} />
      <ProductCompareButton locale={locale} productKey={productKey} />
      <CheckOnMySystemLink locale={locale} productKey={productKey} />
    </div>
  )
}

/** The product's datasheet with its format badge and the download action. */
export async function ProductDownload({ locale, datasheet }: { locale: Locale; datasheet: ProductDatasheet }) {
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  return (
    <DownloadItem
      locale={locale}
      itemId={datasheet.downloadItemId}
      title={datasheet.downloadTitle}
      text={datasheet.downloadText}
      file={datasheet.downloadFile}
      badgeLabel={t('download.badgeLabel')}
    />
  )
}

interface ProductTechnicalDataProps {
  locale: Locale
  /** The id of the heading that names the section. */
  id: string
  heading: string
  nameHeading: string
  valueHeading: string
  specs: ProductSpecs
  rows: SpecRow[]
  /** Only on pages rendered per request: see `TechnicalData`. */
  unitChoice?: boolean
  /** The finder's key of this product, for "add to quote". */
  productKey: string
}

/** A product's technical-data section: the table under its heading, then "add to quote". */
export function ProductTechnicalData({
  locale,
  id,
  heading,
  nameHeading,
  valueHeading,
  specs,
  rows,
  unitChoice,
  productKey,
}: ProductTechnicalDataProps) {
  return (
    <section aria-labelledby={id} className="mt-10 max-w-3xl">
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <TechnicalData
        locale={locale}
        specs={specs}
        rows={rows}
        caption={heading}
        nameHeading={nameHeading}
        valueHeading={valueHeading}
        unitChoice={unitChoice}
      />
      <ProductActions locale={locale} productKey={productKey} />
    </section>
  )
}
