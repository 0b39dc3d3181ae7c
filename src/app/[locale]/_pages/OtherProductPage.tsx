import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getOtherProduct, getRecordSeo, getSiteNames, getSiteSettings } from '@/features/content/content.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { pageMetadata } from '@/features/site/pageMetadata'
import { nextOtherProductPage, otherProductPageBySlug, type OtherProductSlug, pages } from '@/siteMap'
import { nameOf } from '@/siteMap/names'

import { CatalogueImage } from '@/ui/CatalogueImage'
import { ChillerTable } from '@/features/catalogue/components/ChillerTable'
import { ProductIntro, ProductPageFrame, ProductTechnicalData } from '@/components/catalogue/ProductPageFrame'

/**
 * The other-products chain (throttle valve → … → chiller): one implementation, one route folder
 * per path. "Next" shows where the product is marked as having a successor and the site map
 * has one; the chiller, last, only goes back home.
 */
export function otherProductRoute(slug: OtherProductSlug) {
  const productPage = otherProductPageBySlug(slug)
  const nextPage = nextOtherProductPage(slug)

  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = await pageLocale(params)
    const names = await getSiteNames()
    const product = await getOtherProduct(locale, slug)
    return pageMetadata({
      locale,
      path: productPage.path,
      title: names.otherProducts[slug][locale],
      description: product?.intro ?? '',
      seo: await getRecordSeo(locale, { collection: 'other-products', slug }),
    })
  }

  async function OtherProductPage({ params }: LocaleParams) {
    const locale = await pageLocale(params)
    const [t, product, settings, names] = await Promise.all([
      getTranslations({ locale, namespace: 'catalogue' }),
      getOtherProduct(locale, slug),
      getSiteSettings(locale),
      getSiteNames(),
    ])
    const title = names.otherProducts[slug][locale]
    const [standardRows, fSeriesRows] = product?.chillerTables ?? [[], []]
    const isChiller = standardRows.length + fSeriesRows.length > 0
    // The chiller's two pictures belong to its two tables; other products show theirs as a gallery.
    const gallery = isChiller ? [] : (product?.images ?? [])
    const showNext = Boolean(nextPage) && (product?.hasNext ?? true)

    return (
      <ProductPageFrame
        locale={locale}
        names={names}
        path={productPage.path}
        breadcrumb={{ trailPath: productPage.path }}
        facts={
          product && {
            name: title,
            description: product.intro,
            image: product.images[0]?.src ?? null,
            brand: settings.companyName,
            category: nameOf(names, { menuLabel: 'otherProducts' })[locale],
            sku: slug,
          }
        }
        datasheet={product}
        chain={{
          back: { path: pages.home.path, label: t('backHome') },
          next: showNext && nextPage ? { path: nextPage.path, label: t('next') } : undefined,
        }}
      >
        <ProductIntro title={title} text={product ? product.intro : null} notPublished={t('notPublished')} />

        {gallery.length > 0 ? (
          <div
            className={`mt-8 grid gap-6 ${gallery.length > 1 ? 'sm:grid-cols-2 lg:grid-cols-3' : 'max-w-2xl'}`}
            data-testid="product-images"
          >
            {gallery.map((image, index) => (
              <CatalogueImage
                key={image.src}
                image={image}
                shown={{
                  sizes:
                    gallery.length > 1 ? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' : '(min-width: 768px) 672px, 100vw',
                }}
                preload={index === 0}
                className="h-auto w-full rounded border border-slate-200"
              />
            ))}
          </div>
        ) : null}

        {product && (product.specTable.length > 0 || product.specs.family) ? (
          <ProductTechnicalData
            locale={locale}
            id="spec-table"
            heading={t('other.specTable')}
            nameHeading={t('other.item')}
            valueHeading={t('other.value')}
            specs={product.specs}
            rows={product.specTable}
            productKey={`other-products:${slug}`}
          />
        ) : null}

        {isChiller && product ? (
          <>
            <ChillerTable caption={t('other.standardSeries')} rows={standardRows} image={product.images[0] ?? null} />
            <ChillerTable caption={t('other.fSeries')} rows={fSeriesRows} image={product.images[1] ?? null} />
          </>
        ) : null}
      </ProductPageFrame>
    )
  }

  return { OtherProductPage, generateMetadata }
}
