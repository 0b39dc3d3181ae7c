import type { Field } from 'payload'

import { label } from '@/lib/bilingual'

/**
 * What search engines and shared links show of a page: its title, description and share image.
 * Each is optional; left empty, the page's name, the start of its text and its main picture are
 * used (src/features/site/seo.ts). The image comes from the public image library only.
 */
export const seoFields = (): Field[] => [
  {
    name: 'title',
    type: 'text',
    localized: true,
    maxLength: 70,
    label: label('SEO 标题', 'SEO title'),
    admin: { description: label('留空则使用页面名称', 'Empty: the page name') },
  },
  {
    name: 'description',
    type: 'textarea',
    localized: true,
    maxLength: 200,
    label: label('SEO 描述', 'SEO description'),
    admin: { description: label('留空则使用摘要或正文开头', 'Empty: the summary or the start of the text') },
  },
  {
    name: 'image',
    type: 'upload',
    relationTo: 'media',
    label: label('分享图片', 'Share image'),
    admin: { description: label('留空则使用页面主图', 'Empty: the page’s main picture') },
  },
]

/** The `seo` group of a page, product or article, in the sidebar. */
export const seoField = (): Field => ({
  name: 'seo',
  type: 'group',
  label: label('搜索与分享', 'Search and sharing'),
  admin: { position: 'sidebar' },
  fields: seoFields(),
})
