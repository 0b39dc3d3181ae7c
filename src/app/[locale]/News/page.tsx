import { getTranslations } from 'next-intl/server'

import { ArticleCard } from '@/features/news/components/ArticleCard'
import { MoreNews } from '@/features/news/components/MoreNews'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { StaticPart } from '@/ui/apart.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'
import { getNewsPage, getSiteNames } from '@/features/content/content.server'
import { pages } from '@/siteMap'

/**
 * After the featured article, the first 6 show; "see more" reveals the rest, fetched page by
 * page from the news list call, so the page stays light however many articles there are.
 */
const FIRST_SHOWN = 6

export const generateMetadata = sitePageMetadata('news', 'news.description')

export default async function NewsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const t = await getTranslations({ locale, namespace: 'news' })
  const { list, total } = await getNewsPage(locale, 1, 1 + FIRST_SHOWN)
  const [featured, ...shown] = list
  const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'

  return (
    <>
      <PageBanner title={names.pages.news[locale]} intro={t('description')}>
        <Breadcrumb locale={locale} names={names} path={pages.news.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} py-12`}>
        {featured ? (
          <>
            <StaticPart as="section" aria-label={t('featured')} className="mb-10">
              <ArticleCard article={featured} locale={locale} featured headingLevel={2} />
            </StaticPart>
            <StaticPart as="ul" className={grid}>
              {shown.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} locale={locale} headingLevel={2} />
                </li>
              ))}
            </StaticPart>
            <MoreNews locale={locale} shownInPage={list.length} total={total} text={{ seeMore: t('seeMore'), failed: t('moreFailed') }} />
          </>
        ) : (
          <p className="text-slate-600">{t('empty')}</p>
        )}
      </div>
    </>
  )
}
