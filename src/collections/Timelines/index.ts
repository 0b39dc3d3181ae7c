import type { CollectionConfig } from 'payload'

import { listField, orderField } from '@/collections/fields/listFields'
import { lineList } from '@/collections/productFields'
import { publicContent } from '@/collections/publicContent'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'

/** Milestones of /developmentPath and /PresysProcess, one entry per year (or "future"). */
export const Timelines: CollectionConfig = {
  slug: 'timelines',
  labels: { singular: label('大事记', 'Milestone'), plural: label('发展历程', 'Timelines') },
  admin: { group: adminGroups.company, useAsTitle: 'year', defaultColumns: ['year', 'kind', 'order'] },
  ...publicContent([contentTags.company]),
  defaultSort: 'order',
  fields: [
    listField('kind', label('时间线', 'Timeline'), [
      { value: 'development', label: label('公司发展历程', 'Company development path') },
      { value: 'presysProcess', label: label('Presys 发展历程', 'Presys history') },
    ]),
    { name: 'year', type: 'text', required: true, localized: true, label: label('年份', 'Year') },
    lineList('items', '事件', 'Events'),
    orderField(),
  ],
}
