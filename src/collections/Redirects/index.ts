import type { CollectionConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'

import { staffOnly } from '@/access'
import { linkableCollections } from '@/features/site/internalLinks'
import { redirectPathProblem } from '@/features/site/redirects'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags, revalidateContent } from '@/lib/revalidate'

const validPath: TextFieldSingleValidation = (value, { req }) => {
  // a field's own validate replaces Payload's required check
  if (!value) return req.i18n.language === 'en' ? 'This field is required.' : '此字段为必填项。'
  const problem = redirectPathProblem(value)
  if (!problem) return true
  return req.i18n.language === 'en' ? problem.en : problem.zh
}

const validTarget: TextFieldSingleValidation = (value, options) => {
  const sibling = options.siblingData as { toType?: string; from?: string }
  if (sibling.toType !== 'path') return true
  if (!value) return options.req.i18n.language === 'en' ? 'Enter the target path' : '请填写目标路径'
  if (value === sibling.from) {
    return options.req.i18n.language === 'en' ? 'The target must differ from the old address' : '目标不能与旧网址相同'
  }
  return validPath(value, options)
}

/**
 * Old addresses that no page answers any more (a removed article, a renamed page, a link from the
 * previous site) sent on to a page of this site. Applied only where the site would answer 404
 * (decision 021), so a redirect never hides a live page and costs the live pages nothing.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: label('重定向', 'Redirect'), plural: label('重定向', 'Redirects') },
  admin: {
    group: adminGroups.settings,
    useAsTitle: 'from',
    defaultColumns: ['from', 'toType', 'toPath', 'permanent'],
    description: label(
      '旧网址（已删除或改名的页面）跳转到本站的另一个页面。英文页面的网址以 /en 开头。',
      'Old addresses (removed or renamed pages) sent on to another page of this site. English addresses start with /en.',
    ),
  },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  hooks: {
    afterChange: [() => revalidateContent(contentTags.redirects)],
    afterDelete: [() => revalidateContent(contentTags.redirects)],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('旧网址', 'Old address'),
      validate: validPath,
      admin: {
        description: label('本站路径，如 /NewsDetail?id=12 或 /en/oldPage', 'A path of this site, e.g. /NewsDetail?id=12 or /en/oldPage'),
      },
    },
    {
      name: 'toType',
      type: 'radio',
      required: true,
      defaultValue: 'document',
      label: label('跳转到', 'Send to'),
      options: [
        { value: 'document', label: label('站内内容', 'A page of the site') },
        { value: 'path', label: label('站内路径', 'A path') },
      ],
    },
    {
      name: 'toDocument',
      type: 'relationship',
      relationTo: [...linkableCollections],
      label: label('目标内容', 'Target'),
      admin: {
        condition: (_, sibling) => sibling?.toType !== 'path',
        description: label('以旧网址的语言打开', 'Opened in the language of the old address'),
      },
      validate: (value: unknown, { req, siblingData }: { req: PayloadRequest; siblingData: { toType?: string } }) =>
        siblingData.toType === 'path' || Boolean(value) || (req.i18n.language === 'en' ? 'Choose the target' : '请选择目标内容'),
    },
    {
      name: 'toPath',
      type: 'text',
      label: label('目标路径', 'Target path'),
      validate: validTarget,
      admin: { condition: (_, sibling) => sibling?.toType === 'path' },
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      label: label('永久', 'Permanent'),
      admin: {
        description: label(
          '页面已永久移走（搜索引擎改记新网址）；临时跳转请取消勾选',
          'The page moved for good (search engines learn the new address); untick for a temporary move',
        ),
      },
    },
  ],
}
