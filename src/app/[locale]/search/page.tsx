import type { Metadata } from 'next'
import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { DownloadTable } from '@/features/catalogue/components/DownloadTable'
import { firstParam, type SearchParams } from '@/features/catalogue/components/searchParams'
import { SearchBox } from '@/components/shell/SearchBox'
import { searchBoxText } from '@/components/shell/searchBoxText.server'
import { FinderLink } from '@/features/productFinder/components/FinderLink'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { HydrateOnUsePart } from '@/ui/apart.server'
import { SEARCH_KEYWORD_MAX, searchCatalogue } from '@/features/catalogue/catalogue'
import { productKeyOfPath } from '@/features/catalogue/productKeys'
import { CompareBar } from '@/features/compare/components/CompareBar'
import { compareChoice } from '@/features/compare/compareChoiceText'
import { CompareToggle } from '@/features/compare/components/CompareToggle'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { getPayloadClient } from '@/lib/payload'
import { getSiteNames } from '@/features/content/content.server'
import { localizedHref, pages } from '@/siteMap'

// Every keyword is a different page.
export const dynamic = 'force-dynamic'

type SearchResultsProps = LocaleParams & { searchParams: SearchParams }

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  // result pages are endless variations of one page: kept out of search engines
  return { title: names.pages.search[locale], robots: { index: false, follow: true } }
}

/**
 * /search?keyword=…: where the header and home search go when the keyword names no product page.
 * Says so, and lists the product pages, news and downloads whose titles contain the keyword.
 */
export default async function SearchResultsPage({ params, searchParams }: SearchResultsProps) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const keyword = firstParam((await searchParams).keyword)
    .trim()
    .slice(0, SEARCH_KEYWORD_MAX)
  const [t, boxText, compare, results] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue.search' }),
    searchBoxText(locale),
    compareChoice(locale),
    searchCatalogue(await getPayloadClient(), locale, keyword, names),
  ])
  const heading = 'text-xl font-bold text-brand'

  return (
    <>
      <PageBanner
        title={keyword ? t('resultsFor', { keyword }) : names.pages.search[locale]}
        tools={
          <div className="mb-4">
            <HydrateOnUsePart>
              <SearchBox locale={locale} size="large" text={boxText} />
            </HydrateOnUsePart>
            <FinderLink locale={locale} className="mt-3 inline-block text-white underline underline-offset-4" />
          </div>
        }
      />
      <div className={`${container} py-12`}>
        {keyword ? (
          <div className="space-y-12">
            <section aria-labelledby="search-products">
              <h2 id="search-products" className={heading}>
                {t('products')}
              </h2>
              {results.products.length === 0 ? (
                <p role="status" className="mt-3 rounded bg-amber-50 px-4 py-3 text-amber-900" data-testid="no-product">
                  {t('noProduct', { keyword })}
                </p>
              ) : (
                <ul className="mt-3 space-y-2">
                  {results.products.map((product) => {
                    const compareKey = productKeyOfPath(product.href)
                    return (
                      <li key={product.href} className="flex flex-wrap items-center gap-3">
                        <Link href={localizedHref(locale, product.href)} className="text-brand underline-offset-4 hover:underline">
                          {product.title[locale]}
                        </Link>
                        {compareKey ? <CompareToggle productKey={compareKey} name={product.title[locale]} {...compare} /> : null}
                      </li>
                    )
                  })}
                </ul>
              )}
              <CompareBar {...compare} />
            </section>

            <section aria-labelledby="search-news">
              <h2 id="search-news" className={heading}>
                {t('news')}
              </h2>
              {results.news.length === 0 ? (
                <p className="mt-3 text-slate-600">{t('noNews')}</p>
              ) : (
                <ul className="mt-3 space-y-2">
                  {results.news.map((article) => (
                    <li key={article.id} className="flex flex-wrap gap-x-3">
                      <Link
                        href={localizedHref(locale, `${pages.newsDetail.path}?id=${article.id}`)}
                        className="text-brand underline-offset-4 hover:underline"
                      >
                        {article.title}
                      </Link>
                      <time dateTime={article.date} className="text-sm text-slate-600">
                        {article.date}
                      </time>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="search-downloads">
              <h2 id="search-downloads" className={heading}>
                {t('downloads')}
              </h2>
              {results.downloads.length === 0 ? (
                <p className="mt-3 text-slate-600">{t('noDownloads')}</p>
              ) : (
                <div className="mt-3">
                  <DownloadTable rows={results.downloads} caption={t('downloads')} locale={locale} />
                </div>
              )}
            </section>
          </div>
        ) : (
          <p className="text-slate-600">{t('enterKeyword')}</p>
        )}
      </div>
    </>
  )
}
