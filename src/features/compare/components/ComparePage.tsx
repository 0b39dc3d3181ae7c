import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { CatalogueImage } from '@/ui/CatalogueImage'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { productKeyOfPath } from '@/features/catalogue/productKeys'
import { getCatalogueProducts, getSiteNames } from '@/features/content/content.server'
import type { CatalogueProduct } from '@/features/specs/productSpecs'
import type { PressureUnit } from '@/features/specs/specOptions'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { COMPARE_MAX_PRODUCTS, compareHref, parseCompareQuery } from '../compareQuery'
import { CompareStoreSync } from './CompareStoreSync'
import { compareRows } from '../compareTable'

interface ComparePageProps {
  locale: Locale
  query: Record<string, string | string[] | undefined>
  unit: PressureUnit
}

const notice = 'rounded bg-amber-50 px-4 py-3 text-amber-900'
const cell = 'border border-slate-200 px-3 py-2 align-top'

/**
 * /compare?p=<product key>&p=…: the typed specifications of up to four products side by side,
 * rendered from the address alone (the address is the comparison to share, print or reopen).
 */
export async function ComparePage({ locale, query, unit }: ComparePageProps) {
  const [t, names, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'compare.page' }),
    getSiteNames(),
    getCatalogueProducts(),
  ])
  const byKey = new Map<string, CatalogueProduct>()
  for (const product of catalogue) {
    const key = productKeyOfPath(product.href)
    if (key) byKey.set(key, product)
  }
  const selection = parseCompareQuery(query, (key) => byKey.has(key))
  const products = selection.keys.map((key) => byKey.get(key) as CatalogueProduct)
  const rows = compareRows(
    products.map((product) => product.specs),
    locale,
    unit,
  )
  const sameCount = rows.filter((row) => !row.differs).length
  const shownRows = selection.hideSame ? rows.filter((row) => row.differs) : rows
  const title = (product: CatalogueProduct) => product.title[locale]
  const join = (texts: string[]) => texts.join(locale === 'zh' ? '、' : ', ')

  return (
    <>
      <PageBanner title={names.pages.compare[locale]} intro={t('intro', { max: COMPARE_MAX_PRODUCTS })}>
        <Breadcrumb locale={locale} names={names} path={pages.compare.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} space-y-4 py-10`}>
        <CompareStoreSync keys={selection.keys} />
        {selection.unknown.length ? (
          <p className={notice} data-testid="compare-notice">
            {t('unknown', { keys: join(selection.unknown) })}
          </p>
        ) : null}
        {selection.leftOut.length ? (
          <p className={notice} data-testid="compare-notice">
            {t('tooMany', {
              max: COMPARE_MAX_PRODUCTS,
              names: join(selection.leftOut.map((key) => title(byKey.get(key) as CatalogueProduct))),
            })}
          </p>
        ) : null}
        {products.length === 0 ? (
          <p className="text-slate-600">{t('empty', { max: COMPARE_MAX_PRODUCTS })}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
              <p>{t('differsHint')}</p>
              {products.length > 1 && sameCount > 0 ? (
                <Link
                  href={compareHref(locale, selection.keys, { hideSame: !selection.hideSame })}
                  className="font-semibold text-brand underline print:hidden"
                  data-testid="compare-same-toggle"
                >
                  {t(selection.hideSame ? 'showSame' : 'hideSame', { count: sameCount })}
                </Link>
              ) : null}
            </div>
            {selection.hideSame && sameCount > 0 ? <p className="text-sm text-slate-600">{t('sameHidden', { count: sameCount })}</p> : null}
            <p className="text-xs text-slate-500 md:hidden print:hidden">{t('scrollHint')}</p>
            {/* phones scroll the table sideways under a fixed first column: a row stays one line to read across */}
            <div role="region" aria-labelledby="compare-caption" tabIndex={0} className="compare-scroll overflow-x-auto">
              <table className="compare-table w-full min-w-[36rem] border-collapse text-left text-sm" data-testid="compare-table">
                <caption id="compare-caption" className="sr-only">
                  {t('caption')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={`${cell} sticky left-0 z-10 w-40 bg-slate-100 font-semibold`}>
                      {t('specification')}
                    </th>
                    {products.map((product, index) => (
                      <th key={product.key} scope="col" className={`${cell} bg-slate-100 font-normal`} data-testid="compare-product">
                        <div className="w-20">
                          <CatalogueImage image={product.image ? { ...product.image, alt: '' } : null} shown={{ width: 80 }} />
                        </div>
                        <Link
                          href={localizedHref(locale, product.href)}
                          className="mt-2 block font-semibold text-brand underline-offset-4 hover:underline"
                        >
                          {title(product)}
                        </Link>
                        <Link
                          href={compareHref(
                            locale,
                            selection.keys.filter((_, i) => i !== index),
                            { hideSame: selection.hideSame },
                          )}
                          aria-label={t('removeLabel', { name: title(product) })}
                          className="mt-1 inline-block text-xs text-slate-600 underline print:hidden"
                          data-testid="compare-remove"
                        >
                          {t('remove')}
                        </Link>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shownRows.map((row) => (
                    <tr key={row.fact} className={row.differs ? 'bg-amber-50' : ''} data-differs={row.differs} data-testid="compare-row">
                      <th
                        scope="row"
                        className={`${cell} sticky left-0 z-10 font-normal text-slate-700 ${row.differs ? 'bg-amber-50' : 'bg-white'}`}
                      >
                        {row.differs ? (
                          <>
                            <span aria-hidden="true" className="mr-1 font-bold text-amber-800">
                              ≠
                            </span>
                            <span className="sr-only">{`${t('differs')}: `}</span>
                          </>
                        ) : null}
                        {row.name}
                      </th>
                      {row.values.map((value, index) => (
                        <td key={products[index].key} className={`${cell} ${row.differs ? 'font-semibold' : ''}`}>
                          {value ?? (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="sr-only">{t('notStated')}</span>
                            </>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {products.length < COMPARE_MAX_PRODUCTS ? (
          <Link href={localizedHref(locale, pages.productFinder.path)} className="inline-block text-brand underline print:hidden">
            {t('addMore')}
          </Link>
        ) : null}
      </div>
    </>
  )
}
