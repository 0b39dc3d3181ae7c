import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { seoFields } from '@/collections/fields/seo'
import { textPagePages } from '@/siteMap/textPages'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags, revalidateContent } from '@/lib/revalidate'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { type PageKey, pages } from '@/siteMap'

const pagesWithText = new Set<PageKey>(Object.values(textPagePages))

/**
 * The indexable pages that have no record of their own (home, news list, downloads …): their SEO
 * is kept here, one row per page. Pages with a record (articles, products, page texts) keep theirs
 * in the record's `seo` group.
 */
const pagesWithoutRecord = (Object.keys(pages) as PageKey[]).filter(
  (key) => 'indexable' in pages[key] && pages[key].indexable && !pagesWithText.has(key),
)

export const PageSeo: GlobalConfig = {
  slug: 'page-seo',
  label: label('页面 SEO', 'Page SEO'),
  admin: {
    group: adminGroups.settings,
    description: label(
      '首页、新闻中心、下载中心等没有独立页面文字的页面的搜索标题、描述与分享图片。',
      'Search title, description and share image of the pages without a page text of their own (home, news, downloads …).',
    ),
  },
  access: { read: anyone, update: staffOnly, readVersions: staffOnly },
  // every save is kept: the Versions tab compares and restores them
  versions: { max: 30 },
  hooks: { afterChange: [() => revalidateContent(contentTags.seo)] },
  fields: [
    {
      name: 'pages',
      type: 'array',
      label: label('页面', 'Pages'),
      labels: { singular: label('页面', 'Page'), plural: label('页面', 'Pages') },
      fields: [
        {
          name: 'page',
          type: 'select',
          required: true,
          label: label('页面', 'Page'),
          options: pagesWithoutRecord.map((key) => ({ value: key, label: { ...siteNames.pages[key] } })),
        },
        ...seoFields(),
      ],
    },
  ],
}
