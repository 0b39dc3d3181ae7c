import type { CollectionConfig } from 'payload'

import { listField, orderField } from '@/collections/fields/listFields'
import { publicContent } from '@/collections/publicContent'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'

/** Honor certificates and patents of /honor. */
export const Honors: CollectionConfig = {
  slug: 'honors',
  labels: { singular: label('荣誉与专利', 'Honor or patent'), plural: label('荣誉与专利', 'Honors and patents') },
  admin: { group: adminGroups.company, useAsTitle: 'title', defaultColumns: ['title', 'kind', 'order'] },
  ...publicContent([contentTags.company]),
  defaultSort: 'order',
  fields: [
    listField('kind', label('类别', 'Kind'), [
      { value: 'honor', label: label('荣誉证书', 'Honor certificate') },
      { value: 'patent', label: label('专利', 'Patent') },
    ]),
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: label('图片', 'Image') },
    orderField(),
  ],
}
