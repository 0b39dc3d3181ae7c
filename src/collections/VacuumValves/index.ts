import type { CollectionConfig } from 'payload'

import { adminOnlyField, staffOnly } from '@/access'
import { downloadField, productContent, specTable } from '@/collections/productFields'
import { seoField } from '@/collections/fields/seo'
import { specsField } from '@/collections/fields/specsField'
import { productTitleField } from '@/collections/fields/uniqueNames'
import { adminGroups, label } from '@/lib/bilingual'
import type { VacuumValf as VacuumValve } from '@/payload-types'
import { vacuumValvePageByNumber, vacuumValvePages } from '@/siteMap'

/** The valve types, one per /VacuumValveN page of the site map. */
export const VacuumValves: CollectionConfig = {
  slug: 'vacuum-valves',
  labels: { singular: label('真空阀门', 'Vacuum valve'), plural: label('真空阀门', 'Vacuum valves') },
  admin: { group: adminGroups.products, useAsTitle: 'title', defaultColumns: ['pageNumber', 'title', 'productId', 'name'] },
  // their pages are for members: the CMS API serves them to staff only (the pages read on the server)
  ...productContent({ read: staffOnly, pathOf: (doc: VacuumValve) => vacuumValvePageByNumber(doc.pageNumber)?.path }),
  defaultSort: 'pageNumber',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'pageNumber',
          access: { update: adminOnlyField },
          type: 'number',
          required: true,
          unique: true,
          min: 1,
          max: vacuumValvePages.length,
          label: label('页面编号', 'Page number'),
          admin: {
            description: label(
              `/VacuumValve1 … ${vacuumValvePages.length} 中的数字`,
              `The number in /VacuumValve1 … ${vacuumValvePages.length}`,
            ),
          },
        },
        {
          name: 'productId',
          access: { update: adminOnlyField },
          type: 'number',
          required: true,
          unique: true,
          label: label('产品编号', 'Product id'),
          admin: { description: label('产品详情接口的编号（与页面编号不同）', 'The id of the product-detail call (not the page number)') },
        },
        { name: 'name', type: 'text', required: true, label: label('英文代号', 'Code name') },
      ],
    },
    productTitleField(),
    { name: 'homeTitle', type: 'text', localized: true, label: label('首页标题', 'Home title') },
    { name: 'titleText', type: 'textarea', localized: true, label: label('简介', 'Introduction') },
    {
      type: 'collapsible',
      label: label('属性', 'Properties'),
      fields: [
        { name: 'size', type: 'text', localized: true, label: label('尺寸', 'Size') },
        { name: 'driver', type: 'text', localized: true, label: label('驱动方式', 'Driver') },
        { name: 'valveMaterial', type: 'text', localized: true, label: label('阀体材料', 'Valve body material') },
        { name: 'feedthrough', type: 'text', localized: true, label: label('馈通', 'Feedthrough') },
        { name: 'standardFlanges', type: 'text', localized: true, label: label('标准法兰', 'Standard flanges') },
        { name: 'showFlanges', type: 'checkbox', defaultValue: true, label: label('显示标准法兰', 'Show standard flanges') },
      ],
    },
    specsField,
    specTable('technicalData', '技术参数', 'Technical data'),
    { name: 'image', type: 'upload', relationTo: 'media', label: label('产品图', 'Product image') },
    {
      type: 'row',
      fields: [
        { name: 'drawingZh', type: 'upload', relationTo: 'media', label: label('技术图纸（中文）', 'Drawing (Chinese)') },
        { name: 'drawingEn', type: 'upload', relationTo: 'media', label: label('技术图纸（英文）', 'Drawing (English)') },
      ],
    },
    { name: 'downloadTitle', type: 'text', localized: true, label: label('下载标题', 'Download title') },
    downloadField,
    seoField(),
  ],
}
