import type { CollectionConfig } from 'payload'

import { adminOnlyField } from '@/access'
import { downloadField, productContent, specTable } from '@/collections/productFields'
import { seoField } from '@/collections/fields/seo'
import { specsField } from '@/collections/fields/specsField'
import { productTitleField } from '@/collections/fields/uniqueNames'
import { adminGroups, label } from '@/lib/bilingual'
import type { OtherProduct } from '@/payload-types'
import { otherProductPageBySlug, otherProductPages } from '@/siteMap'

/** Throttle valves, controllers, MNE and the chiller: the "other products" chain. */
export const OtherProducts: CollectionConfig = {
  slug: 'other-products',
  labels: { singular: label('其他产品', 'Other product'), plural: label('其他产品', 'Other products') },
  admin: { group: adminGroups.products, useAsTitle: 'title', defaultColumns: ['order', 'title', 'slug', 'hasNext'] },
  ...productContent({ pathOf: (doc: OtherProduct) => otherProductPageBySlug(doc.slug).path }),
  defaultSort: 'order',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'slug',
          access: { update: adminOnlyField },
          type: 'select',
          required: true,
          unique: true,
          label: label('页面', 'Page'),
          options: otherProductPages.map((page) => page.slug),
        },
        { name: 'order', type: 'number', required: true, label: label('顺序', 'Order') },
        { name: 'hasNext', type: 'checkbox', defaultValue: true, label: label('显示“下一个”', 'Show "Next"') },
      ],
    },
    productTitleField(),
    { name: 'intro', type: 'textarea', localized: true, label: label('简介', 'Introduction') },
    specsField,
    specTable('specTable', '规格表', 'Specification table'),
    {
      name: 'images',
      type: 'array',
      label: label('图片', 'Images'),
      fields: [{ name: 'image', type: 'upload', relationTo: 'media', required: true, label: label('图片', 'Image') }],
    },
    {
      name: 'chillerRows',
      type: 'array',
      label: label('冷水机型号表', 'Chiller rows'),
      admin: { condition: (data) => data?.slug === 'unisemChiller' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'class', type: 'text', label: label('系列', 'Class') },
            { name: 'type', type: 'text', required: true, label: label('型号', 'Type') },
            { name: 'classF', type: 'checkbox', label: label('属于第二张表', 'In the second table') },
          ],
        },
        { name: 'pic', type: 'upload', relationTo: 'media', label: label('图片', 'Picture') },
        { name: 'features', type: 'text', localized: true, label: label('特点', 'Features') },
        {
          type: 'row',
          fields: [
            { name: 'tempRange', type: 'text', label: label('温度范围', 'Temperature range') },
            { name: 'coolingCapacity', type: 'text', label: label('制冷量', 'Cooling capacity') },
            { name: 'channels', type: 'text', label: label('通道数', 'Channels') },
            { name: 'heater', type: 'text', label: label('加热器', 'Heater') },
            { name: 'flowrate', type: 'text', label: label('流量', 'Flow rate') },
          ],
        },
      ],
    },
    downloadField,
    seoField(),
  ],
}
