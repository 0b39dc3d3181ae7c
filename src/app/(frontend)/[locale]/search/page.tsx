import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { DownloadTable } from '@/components/catalogue/DownloadTable'
import { firstParam, type LocalePageProps, pageLocale } from '@/components/catalogue/page'
import { Toaster } from '@/components/ui/Toaster'
import { SEARCH_KEYWORD_MAX, searchCatalogue } from '@/domain/catalogue'
import { getPayloadClient } from '@/lib/payload.server'
import { localizedHref, pages } from '@/siteMap'

export async function generateMetadata({ params }: LocalePageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  // Result pages are endless variations of one page: keep them out of search engines.
  return { title: pages.search.title[locale], robots: { index: false, follow: true } }
}

/**
 * /search?keyword=…: where the header and home search go when the keyword names no product page.
 * Says so, and lists the product pages, news and downloads whose titles contain the keyword.
 */
export default async function SearchResultsPage({ params, searchParams }: LocalePageProps) {
  const locale = await pageLocale(params)
  const keyword = firstParam((await searchParams).keyword).trim().slice(0, SEARCH_KEYWORD_MAX)
  const [t, results] = await Promise.all([
    getTranslations('catalogue.search'),
    searchCatalogue(await getPayloadClient(), locale, keyword),
  ])
  const heading = 'text-xl font-semibold text-slate-900'

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">
        {keyword ? t('resultsFor', { keyword }) : pages.search.title[locale]}
      </h1>
      <form role="search" action={localizedHref(locale, pages.search.path)} className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-keyword" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-keyword"
          name="keyword"
          type="search"
          defaultValue={keyword}
          placeholder={t('placeholder')}
          maxLength={SEARCH_KEYWORD_MAX}
          required
          pattern=".*\S.*"
          className="min-w-0 flex-1 rounded border border-slate-300 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand"
        />
        <button
          type="submit"
          className="rounded bg-brand px-5 py-2 text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('submit')}
        </button>
      </form>

      {keyword ? (
        <>
          <section aria-labelledby="search-products" className="mt-10">
            <h2 id="search-products" className={heading}>
              {t('products')}
            </h2>
            {results.products.length === 0 ? (
              <p role="status" className="mt-3 rounded bg-amber-50 px-4 py-3 text-amber-900" data-testid="no-product">
                {t('noProduct', { keyword })}
              </p>
            ) : (
              <ul className="mt-3 space-y-2">
                {results.products.map((product) => (
                  <li key={product.href}>
                    <a href={localizedHref(locale, product.href)} className="text-brand hover:underline">
                      {product.title[locale]}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="search-news" className="mt-10">
            <h2 id="search-news" className={heading}>
              {t('news')}
            </h2>
            {results.news.length === 0 ? (
              <p className="mt-3 text-slate-500">{t('noNews')}</p>
            ) : (
              <ul className="mt-3 space-y-2">
                {results.news.map((article) => (
                  <li key={article.id} className="flex flex-wrap gap-x-3">
                    <a href={localizedHref(locale, `${pages.newsDetail.path}?id=${article.id}`)} className="text-brand hover:underline">
                      {article.title}
                    </a>
                    <time dateTime={article.date} className="text-sm text-slate-500">
                      {article.date}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="search-downloads" className="mt-10">
            <h2 id="search-downloads" className={heading}>
              {t('downloads')}
            </h2>
            {results.downloads.length === 0 ? (
              <p className="mt-3 text-slate-500">{t('noDownloads')}</p>
            ) : (
              <div className="mt-3">
                <DownloadTable rows={results.downloads} caption={t('downloads')} />
              </div>
            )}
          </section>
        </>
      ) : (
        <p className="mt-6 text-slate-600">{t('enterKeyword')}</p>
      )}
      <Toaster />
    </main>
  )
}
