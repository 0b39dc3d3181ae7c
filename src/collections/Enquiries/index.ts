import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access'
import { enquiryColumns } from '@/admin/exports'
import { asSent } from '@/collections/Enquiries/asSent'
import { enquiryStatuses, notificationStatuses } from '@/collections/Enquiries/statuses'
import { csvExportEndpoint } from '@/endpoints/csvExport'
import { retryNotificationsEndpoint } from '@/endpoints/retryNotifications'
import { enquiryItemsField } from '@/features/quote/enquiryItems'
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
    defaultColumns: ['createdAt', 'familyName', 'firstName', 'company', 'country', 'status', 'notification.status'],
    listSearchableFields: ['familyName', 'firstName', 'company', 'email', 'mobile'],
    components: {
      beforeListTable: [
        '@/components/admin/NotificationRecipientsWarning#NotificationRecipientsWarning',
        { path: '@/components/admin/ExportCsvButton#ExportCsvButton' },
      ],
    },
  },
  endpoints: [
    csvExportEndpoint({ collection: 'enquiries', fileName: 'enquiries', columns: enquiryColumns, depth: 1 }),
    retryNotificationsEndpoint,
  ],
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
        name: 'notification',
        type: 'group',
        label: label('客户经理通知邮件', 'Mail to the account managers'),
        admin: {
          position: 'sidebar',
          description: label(
            '发送失败时会自动重试；仍失败的可在概览页重新发送。',
            'A failed mail is retried by itself; one that still failed can be sent again from the overview.',
          ),
        },
        fields: [
          {
            name: 'status',
            type: 'select',
            index: true,
            label: label('状态', 'Status'),
            options: notificationStatuses.map((status) => ({ ...status })),
          },
          { name: 'attempts', type: 'number', defaultValue: 0, label: label('尝试次数', 'Attempts') },
          { name: 'lastError', type: 'text', label: label('最近的错误', 'Last error') },
          {
            name: 'sentAt',
            type: 'date',
            label: label('发送时间', 'Sent at'),
            admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } },
          },
          // when a runner took the mail on: a claim older than the lease counts as abandoned
          { name: 'claimedAt', type: 'date', admin: { hidden: true } },
        ],
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
