import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { articleDate } from '@/features/news/components/ArticleCard'
import { OpenRememberedArticle, RememberArticle } from '@/features/news/components/ArticleMemory'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { ButtonLink } from '@/ui/ButtonLink'
import { container, readingColumn } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { readArticle } from '@/features/news/articles'
import { localImageSrc } from '@/lib/media'
import { pageMetadata } from '@/features/site/pageMetadata'
import { getPayloadClient } from '@/lib/payload'
import { followRedirect } from '@/features/content/redirects.server'
import { notFoundMetadata, PageNotFound } from '@/features/site/components/PageNotFound'
import { getArticle, getRecordSeo, getSiteNames } from '@/features/content/content.server'
import { isStaffPreview } from '@/lib/staffPreview.server'
import { type Locale, localizedHref, pages } from '@/siteMap'

// The article comes from the query string: rendered per request (the article read itself is cached).
export const dynamic = 'force-dynamic'

interface NewsDetailProps extends LocaleParams {
  searchParams: Promise<{ id?: string | string[]; preview?: string | string[] }>
}

/**
 * The article, or its latest draft when staff open it from the admin's preview button or watch it
 * in the live preview (draft mode, which only staff can switch on: src/app/preview/route.ts).
 */
async function articleFor(locale: Locale, id: string, searchParams: NewsDetailProps['searchParams']) {
  const { preview } = await searchParams
  // draft mode's cookie outlives a staff logout, so the staff session is checked either way
  if (((await draftMode()).isEnabled || preview === '1') && (await isStaffPreview())) {
    return readArticle(await getPayloadClient(), locale, id, { draft: true })
  }
  return getArticle(locale, id)
}

const idOf = async (searchParams: NewsDetailProps['searchParams']): Promise<string | undefined> => {
  const { id } = await searchParams
  return (Array.isArray(id) ? id[0] : id) || undefined
}

const otherLocale = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh')

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }
const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim()

/** What search engines show under the title: the intro, else the start of the text, else the title. */
const articleDescription = (article: { title: string; intro: string; content: string }) =>
  (plainText(article.intro) || plainText(article.content) || article.title).slice(0, 160)

export async function generateMetadata({ params, searchParams }: NewsDetailProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const id = await idOf(searchParams)
  if (!id) return { title: names.pages.newsDetail[locale], robots: { index: false } }
  const article = await getArticle(locale, id)
  if (!article) return notFoundMetadata(locale)
  // an article need not exist in the other language: declare only the versions that do
  const translated = Boolean(await getArticle(otherLocale(locale), id ?? ''))
  return pageMetadata({
    locale,
    path: `${pages.newsDetail.path}?id=${article.id}`,
    title: article.title,
    description: articleDescription(article),
    languages: translated ? undefined : [locale],
    seo: await getRecordSeo(locale, { collection: 'articles', id: article.id }),
  })
}

export default async function NewsDetailPage({ params, searchParams }: NewsDetailProps) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const t = await getTranslations({ locale, namespace: 'news' })
  const id = await idOf(searchParams)
  const newsList = localizedHref(locale, pages.news.path)

  if (!id) {
    return (
      <div className={`${container} py-16`}>
        <h1 className="text-2xl font-bold text-brand">{names.pages.newsDetail[locale]}</h1>
        <p className="mt-4 text-slate-600" role="status">
          {t('loading')}
        </p>
        <Link href={newsList} className="mt-6 inline-block text-brand underline">
          {t('back')}
        </Link>
        <OpenRememberedArticle detailPath={localizedHref(locale, pages.newsDetail.path)} listPath={newsList} />
      </div>
    )
  }

  const article = await articleFor(locale, id, searchParams)
  if (!article) {
    // a removed article an editor redirected (Redirects): its old shared link leads on
    await followRedirect(localizedHref(locale, `${pages.newsDetail.path}?id=${id}`))
    return <PageNotFound locale={locale} />
  }

  return (
    <>
      <RememberArticle id={article.id} />
      <PageBanner title={article.title} image={article.banner ? { src: localImageSrc(article.banner) } : null}>
        <Breadcrumb locale={locale} names={names} path={pages.news.path} current={article.title} className="text-white/85" />
      </PageBanner>
      <article className={`${readingColumn} py-12`}>
        <p className="text-sm text-slate-600">
          {t('published')}: <time dateTime={articleDate(article)}>{articleDate(article)}</time>
        </p>
        {article.intro && (
          <p className="mt-6 border-l-4 border-accent bg-slate-50 p-5 text-lg leading-relaxed text-slate-700">{article.intro}</p>
        )}
        {/* sanitized when read (src/features/news/articleHtml.ts) */}
        <div className="article-body mt-8 text-slate-800" dangerouslySetInnerHTML={{ __html: article.content }} />
        <div className="mt-12 border-t border-slate-200 pt-8">
          <ButtonLink href={newsList} variant="outline">
            ← {t('back')}
          </ButtonLink>
        </div>
      </article>
    </>
  )
}
