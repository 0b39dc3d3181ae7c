import type { Metadata } from 'next'
import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { CoreProducts } from '@/features/catalogue/components/CoreProducts'
import { HomeBanner } from '@/features/site/components/HomeBanner'
import { ArticleCard } from '@/features/news/components/ArticleCard'
import { SearchBox } from '@/components/shell/SearchBox'
import { searchBoxText } from '@/components/shell/searchBoxText.server'
import { FinderLink } from '@/features/productFinder/components/FinderLink'
import { ButtonLink } from '@/ui/ButtonLink'
import { container } from '@/ui/layout'
import { HydrateOnUsePart, StaticPart } from '@/ui/apart.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { carouselText } from '@/features/site/carouselText.server'
import { pageMetadata } from '@/features/site/pageMetadata'
import { getCoreProducts, getLatestNews, getPageSeo, getSiteNames, getSiteSettings } from '@/features/content/content.server'
import { downloadCentreLinks, localizedHref, pages } from '@/siteMap'
import { nameOf } from '@/siteMap/names'

/** The home page shows the 3 latest news items. */
const HOME_NEWS_COUNT = 3

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const t = await getTranslations({ locale, namespace: 'home' })
  const [settings, seo] = await Promise.all([getSiteSettings(locale), getPageSeo(locale, 'home')])
  const companyTitle = settings.companyName ? `${settings.companyName} | ${names.pages.home[locale]}` : names.pages.home[locale]
  return {
    ...pageMetadata({
      locale,
      path: pages.home.path,
      title: names.pages.home[locale],
      description: t('description'),
      seo,
    }),
    // the home page's title is the company itself, unless editors chose another
    title: { absolute: seo.title || companyTitle },
  }
}

export default async function HomePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const t = await getTranslations({ locale, namespace: 'home' })
  const tMeta = await getTranslations({ locale, namespace: 'meta' })
  const [settings, news, products] = await Promise.all([
    getSiteSettings(locale),
    getLatestNews(locale, HOME_NEWS_COUNT),
    getCoreProducts(locale),
  ])

  return (
    <>
      <h1 className="sr-only">{settings.companyName || tMeta('brand')}</h1>
      {settings.bannerSlides.length > 0 && (
        <HomeBanner
          slides={settings.bannerSlides}
          locale={locale}
          more={t('bannerMore')}
          text={await carouselText(locale, t('bannerLabel'))}
        />
      )}

      <section aria-labelledby="home-search" className="bg-brand-light py-10">
        <div className={`${container} flex flex-col items-center gap-4`}>
          <h2 id="home-search" className="text-xl font-bold text-brand md:text-2xl">
            {t('searchTitle')}
          </h2>
          <HydrateOnUsePart>
            <SearchBox locale={locale} size="large" text={await searchBoxText(locale)} />
          </HydrateOnUsePart>
          <FinderLink locale={locale} className="text-brand underline-offset-4 hover:underline" />
        </div>
      </section>

      <section aria-labelledby="home-news" className={`${container} py-14`}>
        <div className="mb-8 flex items-end justify-between gap-4">
          <h2 id="home-news" className="text-2xl font-bold text-slate-900 md:text-3xl">
            {t('latestNews')}
          </h2>
          <Link href={localizedHref(locale, pages.news.path)} className="text-brand underline-offset-4 hover:underline">
            {t('moreNews')} →
          </Link>
        </div>
        {news.length > 0 ? (
          <StaticPart as="ul" className="grid gap-6 md:grid-cols-3">
            {news.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} locale={locale} />
              </li>
            ))}
          </StaticPart>
        ) : (
          <p className="text-slate-600">{t('noNews')}</p>
        )}
      </section>

      <section aria-labelledby="home-downloads" className="bg-slate-50 py-14">
        <div className={container}>
          <h2 id="home-downloads" className="mb-8 text-2xl font-bold text-slate-900 md:text-3xl">
            {t('downloadCentre')}
          </h2>
          <StaticPart as="ul" className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {downloadCentreLinks.map((link) => (
              <li key={link.href}>
                <Link href={localizedHref(locale, link.href)} className="download-tile">
                  {nameOf(names, link.name)[locale]}
                  <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor">
                    <path d="M9 3h2v8.6l3.3-3.3 1.4 1.4L10 15.4 4.3 9.7l1.4-1.4L9 11.6zM4 16h12v2H4z" />
                  </svg>
                </Link>
              </li>
            ))}
          </StaticPart>
        </div>
      </section>

      <section aria-labelledby="home-products" className={`${container} py-14`}>
        <h2 id="home-products" className="mb-8 text-2xl font-bold text-slate-900 md:text-3xl">
          {t('coreProducts')}
        </h2>
        <CoreProducts products={products} locale={locale} text={await carouselText(locale, t('coreProducts'))} />
      </section>

      <StaticPart as="section" aria-labelledby="home-company" className="bg-brand text-white">
        <div className={`${container} grid gap-8 py-14 md:grid-cols-2`}>
          <div>
            <h2 id="home-company" className="text-2xl font-bold md:text-3xl">
              {t('companyTitle')}
            </h2>
            <p className="mt-4 leading-relaxed text-white/90">{t('companyText')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-4 md:justify-end">
            <ButtonLink href={localizedHref(locale, pages.about.path)} variant="light">
              {names.pages.about[locale]}
            </ButtonLink>
            <ButtonLink href={localizedHref(locale, pages.careerOpportunities.path)} variant="accent">
              {names.pages.careerOpportunities[locale]}
            </ButtonLink>
          </div>
        </div>
      </StaticPart>
    </>
  )
}
