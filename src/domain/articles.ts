import type { Payload, Where } from 'payload'

import type { Article, Media } from '@/payload-types'
import type { Locale } from '@/siteMap'

/** The spec's news types: 1 Chinese, 2 English. */
export const localeOfNewsType = (type: 1 | 2): Locale => (type === 2 ? 'en' : 'zh')

export interface ArticleSummary {
  id: number
  title: string
  intro: string
  image: string | null
  cate: string
  create_time: string
}

export const mediaUrl = (media: number | Media | null | undefined): string | null =>
  media && typeof media === 'object' ? (media.url ?? null) : null

/** Listed in a language when it has a title in that language (read with fallbackLocale: false). */
const listed: Where = {
  and: [{ _status: { equals: 'published' } }, { title: { exists: true } }, { title: { not_equals: '' } }],
}

/** Published articles that have a title in this language, newest first. */
export async function listArticles(payload: Payload, locale: Locale, limit = 0): Promise<ArticleSummary[]> {
  const result = await payload.find({
    collection: 'articles',
    locale,
    fallbackLocale: false,
    where: listed,
    sort: '-publishedAt',
    limit,
    pagination: limit > 0,
    depth: 1,
  })
  return result.docs.map((doc: Article) => ({
    id: doc.id,
    title: doc.title ?? '',
    intro: doc.intro ?? '',
    image: mediaUrl(doc.image),
    cate: doc.category ?? 'company',
    create_time: (doc.publishedAt ?? doc.createdAt).replace('T', ' '),
  }))
}
