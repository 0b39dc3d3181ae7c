import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access'
import { enquiryColumns } from '@/admin/exports'
import { asSent } from '@/collections/Enquiries/asSent'
import { enquiryStatuses } from '@/collections/Enquiries/statuses'
import { csvExportEndpoint } from '@/endpoints/csvExport'
import { enquiryItemsField } from '@/features/productFinder/quote/enquiryItems'
import { adminGroups, label } from '@/lib/bilingual'

/**
 * Messages from /contactUs. Created only by /api/user/feedback; handled by staff, who filter the
 * inbox by status, date and country and export it as CSV (the button above the list).
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: label('询盘', 'Enquiry'), plural: label('询盘', 'Enquiries') },
  admin: {
    group: adminGroups.enquiries,
    useAsTitle: 'subject',
    defaultColumns: ['createdAt', 'familyName', 'firstName', 'company', 'country', 'status'],
    listSearchableFields: ['familyName', 'firstName', 'company', 'email', 'mobile'],
    components: {
      beforeListTable: [
        '@/components/admin/NotificationRecipientsWarning#NotificationRecipientsWarning',
        { path: '@/components/admin/ExportCsvButton#ExportCsvButton' },
      ],
    },
  },
  endpoints: [csvExportEndpoint({ collection: 'enquiries', fileName: 'enquiries', columns: enquiryColumns, depth: 1 })],
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  fields: asSent(
    [
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'new',
        index: true,
        label: label('状态', 'Status'),
        admin: { position: 'sidebar' },
        options: enquiryStatuses.map((status) => ({ ...status })),
      },
      { name: 'staffNote', type: 'textarea', label: label('内部备注', 'Staff note'), admin: { position: 'sidebar' } },
      {
        type: 'row',
        fields: [
          {
            name: 'salutation',
            type: 'select',
            required: true,
            label: label('称呼', 'Salutation'),
            options: [
              { value: 'Mr.', label: label('先生', 'Mr.') },
              { value: 'Ms.', label: label('女士', 'Ms.') },
            ],
          },
          { name: 'familyName', type: 'text', required: true, label: label('姓', 'Family name') },
          { name: 'firstName', type: 'text', required: true, label: label('名', 'First name') },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'company', type: 'text', label: label('公司', 'Company') },
          { name: 'department', type: 'text', label: label('部门', 'Department') },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'mobile', type: 'text', required: true, label: label('手机', 'Mobile') },
          { name: 'email', type: 'email', required: true, label: label('邮箱', 'Email') },
          { name: 'country', type: 'text', required: true, index: true, label: label('国家/地区', 'Country') },
        ],
      },
      { name: 'topic', type: 'text', label: label('主题', 'Topic') },
      { name: 'content', type: 'textarea', required: true, label: label('内容', 'Message') },
      {
        name: 'attachment',
        type: 'upload',
        relationTo: 'enquiry-attachments',
        label: label('附件', 'Attachment'),
        // the visitor's file name, not the random name the file is stored under
        admin: { components: { Field: '@/components/admin/EnquiryAttachmentField#EnquiryAttachmentField' } },
      },
      enquiryItemsField,
      { name: 'consent', type: 'checkbox', required: true, label: label('同意隐私政策', 'Privacy consent') },
      {
        type: 'row',
        fields: [
          { name: 'locale', type: 'select', options: ['zh', 'en'], label: label('语言', 'Language') },
          { name: 'ip', type: 'text', label: label('来源地址', 'Client address') },
        ],
      },
      {
        name: 'member',
        type: 'relationship',
        relationTo: 'members',
        index: true,
        label: label('提交时登录的会员', 'Member logged in when sent'),
        admin: { position: 'sidebar' },
      },
      {
        name: 'anonymisedAt',
        type: 'date',
        label: label('已匿名化（会员注销）', 'Anonymised (member cancelled)'),
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
      },
      {
        name: 'notifiedAt',
        type: 'date',
        label: label('已通知客户经理', 'Managers notified at'),
        admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
      },
      {
        name: 'subject',
        type: 'text',
        admin: { hidden: true },
        hooks: {
          beforeChange: [
            ({ siblingData }) => [siblingData.familyName, siblingData.firstName, siblingData.company].filter(Boolean).join(' · '),
          ],
        },
      },
    ],
    ['status', 'staffNote'],
  ),
}
