import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access'
import { adminGroups, label } from '@/lib/bilingual'

/**
 * One row per member who cancelled their account (/memberData): when, and what was erased or
 * anonymised. Nothing here names the person; the member record itself is deleted (PIPL art. 47).
 */
export const AccountCancellations: CollectionConfig = {
  slug: 'account-cancellations',
  labels: { singular: label('账号注销', 'Account cancellation'), plural: label('账号注销记录', 'Account cancellations') },
  admin: {
    group: adminGroups.members,
    useAsTitle: 'memberNumber',
    defaultColumns: ['createdAt', 'memberNumber', 'registeredAt', 'enquiriesAnonymised', 'downloadsKept'],
    description: label(
      '会员在“我的数据”页面用短信验证码注销账号：会员记录已删除，询盘中的个人信息已匿名化，下载记录只保留不含个人身份的部分。',
      'Members who cancelled their account with an SMS code on “My data”: the member record is deleted, their enquiries anonymised, and their downloads kept without the person.',
    ),
  },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'memberNumber', type: 'number', required: true, label: label('原会员编号', 'Former member number'), admin: { readOnly: true } },
    { name: 'registeredAt', type: 'date', label: label('注册时间', 'Registered at'), admin: { readOnly: true } },
    {
      name: 'enquiriesAnonymised',
      type: 'number',
      defaultValue: 0,
      label: label('已匿名化询盘', 'Enquiries anonymised'),
      admin: { readOnly: true },
    },
    { name: 'downloadsKept', type: 'number', defaultValue: 0, label: label('保留的下载记录', 'Downloads kept'), admin: { readOnly: true } },
  ],
  timestamps: true,
}
