import type { CollectionConfig } from 'payload'

import { adminOnlyField, staffOnly } from '@/access'
import { downloadField, lineList, productContent } from '@/collections/productFields'
import { seoField } from '@/collections/fields/seo'
import { specsField } from '@/collections/fields/specsField'
import { productTitleField } from '@/collections/fields/uniqueNames'
import { adminGroups, label } from '@/lib/bilingual'
import type { PresysModel } from '@/payload-types'
import { presysModelPageById } from '@/siteMap'

/** The partner's sixteen models, /presysDetail?form=<name> or ?id=9 … 24. */
export const PresysModels: CollectionConfig = {
  slug: 'presys-models',
  labels: { singular: label('Presys 型号', 'Presys model'), plural: label('Presys 型号', 'Presys models') },
  admin: { group: adminGroups.presys, useAsTitle: 'title', defaultColumns: ['modelId', 'name', 'title', 'hidden'] },
  // their pages are for members: the CMS API serves them to staff only (the pages read on the server)
  ...productContent({ read: staffOnly, pathOf: (doc: PresysModel) => presysModelPageById(doc.modelId)?.path }),
  defaultSort: 'modelId',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'modelId',
          access: { update: adminOnlyField },
          type: 'number',
          required: true,
          unique: true,
          label: label('编号', 'Id'),
          admin: { description: label('9–24，决定顺序与下载编号', '9–24: the order and the download id') },
        },
        {
          name: 'name',
          type: 'text',
          required: true,
          unique: true,
          access: { update: adminOnlyField },
          label: label('名称（网址参数）', 'Name (URL form)'),
        },
        { name: 'hidden', type: 'checkbox', defaultValue: false, label: label('在列表中隐藏', 'Hidden in the list') },
      ],
    },
    productTitleField(),
    { name: 'titleTwo', type: 'text', localized: true, label: label('副标题', 'Subtitle') },
    { name: 'text', type: 'textarea', localized: true, label: label('简介', 'Introduction') },
    lineList('applications', '应用领域', 'Applications'),
    lineList('mainFeatures', '主要特点', 'Main features'),
    specsField,
    lineList('options', '可选配置', 'Options'),
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', label: label('产品图', 'Image') },
        { name: 'bgImage', type: 'upload', relationTo: 'media', label: label('背景图', 'Background') },
      ],
    },
    { name: 'downloadTitle', type: 'text', localized: true, label: label('下载标题', 'Download title') },
    { name: 'downloadText', type: 'text', localized: true, label: label('下载说明', 'Download text') },
    downloadField,
    seoField(),
  ],
}
