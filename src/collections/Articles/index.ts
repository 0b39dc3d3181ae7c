import type { CollectionConfig } from 'payload'

import { publishedOrStaff } from '@/access'
import { seoField } from '@/collections/fields/seo'
import { publicContent } from '@/collections/publicContent'
import { pushChangedPages } from '@/collections/pushChangedPages'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'
import type { Article } from '@/payload-types'
import { type Locale, locales, pages } from '@/siteMap'

/** A published article's page in each language it has a title in (where /News lists it). */
const articlePages = pushChangedPages<Article>(async (doc, req) => {
  if (doc._status !== 'published') return []
  const { title } = (await req.payload.findByID({
    collection: 'articles',
    id: doc.id,
    locale: 'all',
    fallbackLocale: false,
    depth: 0,
    select: { title: true },
    req,
  })) as unknown as { title?: Partial<Record<Locale, string | null>> }
  const path = `${pages.newsDetail.path}?id=${doc.id}`
  return locales.filter((locale) => title?.[locale]).map((locale) => ({ locale, path }))
})

const content = publicContent([contentTags.articles], { read: publishedOrStaff, hooks: { afterChange: [articlePages] } })

/**
 * News. An article is listed for a language when it has a title in that language, so an
 * editor may publish a Chinese-only or English-only item.
 */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: { singular: label('新闻', 'Article'), plural: label('新闻', 'News') },
  admin: {
    group: adminGroups.news,
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    preview: (doc, { locale }) => `${locale === 'en' ? '/en' : ''}/NewsDetail?id=${String(doc.id)}&preview=1`,
  },
  ...content,
  defaultSort: '-publishedAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 30 },
  hooks: {
    beforeChange: [
      ({ data }) => {
        if (!data.publishedAt && data._status === 'published') data.publishedAt = new Date().toISOString()
        return data
      },
    ],
    ...content.hooks,
  },
  fields: [
    { name: 'title', type: 'text', localized: true, label: label('标题', 'Title') },
    { name: 'intro', type: 'textarea', localized: true, label: label('摘要', 'Summary') },
    { name: 'content', type: 'richText', localized: true, label: label('正文', 'Content') },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: label('列表图', 'List image') },
        { name: 'banner', type: 'upload', relationTo: 'media', label: label('横幅图', 'Banner') },
      ],
    },
    {
      name: 'category',
      type: 'select',
      defaultValue: 'company',
      label: label('分类', 'Category'),
      admin: { position: 'sidebar' },
      options: [
        { value: 'company', label: label('公司新闻', 'Company news') },
        { value: 'industry', label: label('行业动态', 'Industry news') },
        { value: 'exhibition', label: label('展会活动', 'Exhibitions') },
      ],
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      label: label('发布日期', 'Published on'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
    },
    seoField(),
  ],
}
