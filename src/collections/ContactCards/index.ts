import type { CollectionConfig } from 'payload'

import { orderField } from '@/collections/fields/listFields'
import { publicContent } from '@/collections/publicContent'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'

/** The account-manager cards of /contactUs; also the recipients of enquiry notifications. */
export const ContactCards: CollectionConfig = {
  slug: 'contact-cards',
  labels: { singular: label('客户经理', 'Account manager'), plural: label('联系卡片', 'Contact cards') },
  admin: { group: adminGroups.company, useAsTitle: 'title', defaultColumns: ['title', 'name', 'phone', 'email'] },
  ...publicContent([contentTags.company]),
  defaultSort: 'order',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, label: label('姓名', 'Name') },
        { name: 'phone', type: 'text', required: true, label: label('电话', 'Phone') },
        { name: 'email', type: 'text', required: true, label: label('邮箱', 'Email') },
      ],
    },
    { name: 'address', type: 'text', localized: true, label: label('地址', 'Address') },
    orderField(),
  ],
}
