import type { Payload, Where } from 'payload'

import { articleHtml } from '@/features/news/articleHtml'
import { escapeHtml } from '@/lib/htmlEntities'
import type { Article, Media } from '@/payload-types'
import { defaultLocale, type Locale } from '@/siteMap'

/** The contract's news types: 1 Chinese, 2 English. */
export const localeOfNewsType = (type: 1 | 2): Locale => (type === 2 ? 'en' : 'zh')

export interface ArticleSummary {
  id: number
  title: string
  intro: string
  image: string | null
  category: string
  /** When it was published (ISO 8601), or else created. */
  publishedAt: string
}

export const mediaUrl = (media: number | Media | null | undefined): string | null =>
  media && typeof media === 'object' ? (media.url ?? null) : null

/** Listed in a language when it has a title in that language (read with fallbackLocale: false). */
const listed: Where = {
  and: [{ _status: { equals: 'published' } }, { title: { exists: true } }, { title: { not_equals: '' } }],
}

/** The listed articles of a language, newest first. */
const listedIn = (locale: Locale) =>
  ({ collection: 'articles', locale, fallbackLocale: false, where: listed, sort: '-publishedAt' }) as const

const summaryOf = (doc: Article): ArticleSummary => ({
  id: doc.id,
  title: doc.title ?? '',
  intro: doc.intro ?? '',
  image: mediaUrl(doc.image),
  category: doc.category ?? 'company',
  publishedAt: doc.publishedAt ?? doc.createdAt,
})

/** Published articles that have a title in this language, newest first. */
export async function listArticles(payload: Payload, locale: Locale, limit = 0): Promise<ArticleSummary[]> {
  const result = await payload.find({ ...listedIn(locale), limit, pagination: limit > 0, depth: 1 })
  return result.docs.map(summaryOf)
}

/** The ids of `listArticles`, for the sitemap (thousands of articles: ids only, no pictures). */
export async function listArticleIds(payload: Payload, locale: Locale): Promise<number[]> {
  const result = await payload.find({ ...listedIn(locale), pagination: false, depth: 0, select: { title: true } })
  return result.docs.map((doc) => doc.id)
}

/** The ids and titles of the newest `limit` of `listArticles`, for the search suggestions. */
export async function listArticleTitles(payload: Payload, locale: Locale, limit: number): Promise<{ id: number; title: string }[]> {
  const result = await payload.find({ ...listedIn(locale), limit, depth: 0, select: { title: true } })
  return result.docs.map((doc) => ({ id: doc.id, title: doc.title ?? '' }))
}

/** One page (from 1) of `listArticles`, with how many there are in all. */
export async function listArticlePage(
  payload: Payload,
  locale: Locale,
  page: number,
  limit: number,
): Promise<{ list: ArticleSummary[]; total: number }> {
  const result = await payload.find({ ...listedIn(locale), sort: ['-publishedAt', '-id'], page, limit, depth: 1 })
  return { list: result.docs.map(summaryOf), total: result.totalDocs }
}

/** An article as NewsDetail shows it (the detail call's fields); `content` is sanitized HTML. */
export interface ArticleDetail extends ArticleSummary {
  content: string
  banner: string | null
}

/**
 * A published article with a title in this language, or null (the filter reads this language's
 * title; fields an editor has not translated yet fall back to the other language). The id comes from the address bar,
 * so anything that is not a positive whole number is simply not found.
 */
export async function readArticle(
  payload: Payload,
  locale: Locale,
  id: unknown,
  { draft = false }: { draft?: boolean } = {},
): Promise<ArticleDetail | null> {
  const articleId = typeof id === 'string' && /^\d{1,9}$/.test(id) ? Number(id) : typeof id === 'number' ? id : NaN
  if (!Number.isSafeInteger(articleId) || articleId <= 0) return null
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    // a staff preview reads the latest draft, published or not
    draft,
    where: draft ? { id: { equals: articleId } } : { and: [{ id: { equals: articleId } }, listed] },
    limit: 1,
    pagination: false,
    depth: 1,
  })
  const doc = docs[0]
  if (!doc) return null
  // An editor may translate the title and summary but not yet the body: the body in the default
  // language then stands in, rather than an empty article.
  const content =
    doc.content ??
    (locale === defaultLocale
      ? null
      : (await payload.findByID({ collection: 'articles', id: doc.id, locale: defaultLocale, depth: 1, select: { content: true } }))
          .content)
  return {
    id: doc.id,
    title: doc.title ?? '',
    intro: doc.intro ?? '',
    image: mediaUrl(doc.image),
    banner: mediaUrl(doc.banner),
    category: doc.category ?? 'company',
    publishedAt: doc.publishedAt ?? doc.createdAt,
    content: content ? articleHtml(content, locale) : '',
  }
}

/** The contract's intro is HTML; editors write plain text: escaped, paragraphs and line breaks kept. */
export function introHtml(intro: string): string {
  return intro
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
}
