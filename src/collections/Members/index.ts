import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access'
import { endSessionsOfDeletedMember } from '@/collections/Members/hooks/endSessions'
import { memberColumns } from '@/admin/exports'
import { endSessionsOfDisabledMember } from '@/collections/Members/hooks/endSessionsOfDisabledMember'
import { refusePayloadLogin } from '@/collections/Members/hooks/refusePayloadLogin'
import { csvExportEndpoint } from '@/endpoints/csvExport'
import { adminGroups, label } from '@/lib/bilingual'

/**
 * Registered visitors who may download datasheets. An auth collection for Payload's password
 * hashing, but never an admin user: sessions are our own (member-sessions).
 */
export const Members: CollectionConfig = {
  slug: 'members',
  labels: { singular: label('会员', 'Member'), plural: label('会员', 'Members') },
  admin: {
    group: adminGroups.members,
    useAsTitle: 'mobile',
    defaultColumns: ['mobile', 'company', 'fullName', 'disabled', 'createdAt'],
    listSearchableFields: ['mobile', 'company', 'fullName'],
    components: { beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton' }] },
  },
  endpoints: [csvExportEndpoint({ collection: 'members', fileName: 'members', columns: memberColumns })],
  auth: {
    loginWithUsername: { allowEmailLogin: false, requireEmail: false, requireUsername: true },
    // the login call's rate limits are the one lockout (features/members/members.ts)
    maxLoginAttempts: 0,
    useSessions: false,
  },
  access: {
    admin: () => false,
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  hooks: {
    beforeDelete: [endSessionsOfDeletedMember],
    beforeOperation: [refusePayloadLogin],
    afterChange: [endSessionsOfDisabledMember],
    beforeValidate: [
      ({ data }) => {
        // the mobile number is the login name
        if (data?.mobile) data.username = data.mobile
        return data
      },
    ],
  },
  fields: [
    { name: 'mobile', type: 'text', required: true, unique: true, index: true, label: label('手机号', 'Mobile') },
    // Payload's login name, always the mobile number (see beforeValidate): the admin shows it once, as 手机号
    // (Payload's account panel shows 用户名 to whoever may read it)
    { name: 'username', type: 'text', required: true, unique: true, index: true, access: { read: () => false }, admin: { hidden: true } },
    { name: 'company', type: 'text', required: true, label: label('公司', 'Company') },
    { name: 'fullName', type: 'text', required: true, label: label('真实姓名', 'Name') },
    {
      name: 'disabled',
      type: 'checkbox',
      defaultValue: false,
      label: label('已停用', 'Disabled'),
      admin: { position: 'sidebar', description: label('停用后其登录立即失效', 'A disabled member is logged out at once') },
    },
    {
      name: 'downloadHistory',
      type: 'ui',
      label: label('下载记录', 'Download log'),
      admin: {
        position: 'sidebar',
        components: { Field: { path: '@/components/admin/DownloadHistoryLink#DownloadHistoryLink', serverProps: { logField: 'member' } } },
      },
    },
    {
      name: 'registeredLocale',
      type: 'select',
      options: ['zh', 'en'],
      label: label('注册语言', 'Registration language'),
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
}
