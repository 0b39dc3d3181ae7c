import type { CollectionConfig } from 'payload'

import { adminOnlyField } from '@/access'
import { seoField } from '@/collections/fields/seo'
import { publicContent } from '@/collections/publicContent'
import { inEveryLanguage, pushChangedPages } from '@/collections/pushChangedPages'
import { copyPageName } from '@/collections/TextPages/copyPageName'
import { adminGroups, label, namedInPageNames } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'
import type { TextPage } from '@/payload-types'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { pages } from '@/siteMap'
import { type TextPageKey, textPagePages } from '@/siteMap/textPages'

const textPageKeys = Object.keys(textPagePages) as TextPageKey[]

/** The editable texts of the company, service, introduction and legal pages. */
export const TextPages: CollectionConfig = {
  slug: 'text-pages',
  labels: { singular: label('页面文字', 'Page text'), plural: label('页面文字', 'Page texts') },
  admin: { group: adminGroups.company, useAsTitle: 'title', defaultColumns: ['title', 'key'] },
  ...publicContent([contentTags.company, contentTags.products], {
    hooks: {
      beforeValidate: [copyPageName],
      afterChange: [pushChangedPages<TextPage>((doc) => inEveryLanguage(pages[textPagePages[doc.key]].path))],
    },
  }),
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      access: { update: adminOnlyField },
      label: label('页面', 'Page'),
      // the page's name and path, not the code key (`companyProfile`)
      options: textPageKeys.map((key) => {
        const { path } = pages[textPagePages[key]]
        const name = siteNames.pages[textPagePages[key]]
        return { value: key, label: { zh: `${name.zh}（${path}）`, en: `${name.en} (${path})` } }
      }),
    },
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title'), admin: namedInPageNames },
    { name: 'intro', type: 'textarea', localized: true, label: label('导语', 'Introduction') },
    { name: 'banner', type: 'upload', relationTo: 'media', label: label('横幅图', 'Banner') },
    { name: 'image', type: 'upload', relationTo: 'media', label: label('配图', 'Image') },
    {
      name: 'sections',
      type: 'array',
      localized: true,
      label: label('段落', 'Sections'),
      labels: { singular: label('段落', 'Section'), plural: label('段落', 'Sections') },
      fields: [
        { name: 'heading', type: 'text', label: label('小标题', 'Heading') },
        { name: 'body', type: 'textarea', required: true, label: label('正文', 'Text') },
      ],
    },
    seoField(),
  ],
}
