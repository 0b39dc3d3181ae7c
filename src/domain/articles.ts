import { convertLexicalToHTML, type HTMLConverters, type HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The contract's intro is HTML; editors write plain text: escaped, paragraphs and line breaks kept. */
export function introHtml(intro: string): string {
  return intro
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('')
}

/** Images in an article span the column (the spec: "images made full width"). */
const fullWidthUpload: HTMLConverters['upload'] = ({ node }) => {
  const upload = node.value
  if (!upload || typeof upload !== 'object') return ''
  const file = upload as Partial<Media>
  const url = escapeHtml(file.url ?? '')
  if (!file.mimeType?.startsWith('image')) return `<a href="${url}" rel="noopener noreferrer">${escapeHtml(file.filename ?? '')}</a>`
  const alt = escapeHtml(String(node.fields?.alt ?? file.alt ?? ''))
  return `<img src="${url}" alt="${alt}" loading="lazy" style="display:block;width:100%;height:auto">`
}

export const articleHtmlConverters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: fullWidthUpload,
})

/** The rich text as HTML for the detail call and the detail page. */
export function articleContentHtml(content: Article['content']): string {
  if (!content) return ''
  return convertLexicalToHTML({ data: content as SerializedEditorState, converters: articleHtmlConverters })
}

export interface ArticleDetail {
  id: number
  title: string
  intro: string
  content: string
  image: string | null
  banner: string | null
  cate: string
  create_time: string
}

/** A published article in a language (falling back to the other one for untranslated fields). */
export async function findArticle(payload: Payload, id: number, locale: Locale): Promise<ArticleDetail | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    where: { id: { equals: id }, _status: { equals: 'published' } },
    limit: 1,
    pagination: false,
    depth: 2,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    title: doc.title ?? '',
    intro: introHtml(doc.intro ?? ''),
    content: articleContentHtml(doc.content),
    image: mediaUrl(doc.image),
    banner: mediaUrl(doc.banner),
    cate: doc.category ?? 'company',
    create_time: (doc.publishedAt ?? doc.createdAt).replace('T', ' '),
  }
}
