import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access'
import { downloadLogColumns } from '@/admin/exports'
import { csvExportEndpoint } from '@/endpoints/csvExport'
import { adminGroups, label } from '@/lib/bilingual'

/**
 * Every datasheet handed to a member: the company's list of leads. The member's mobile and company
 * and the item's title are copied in, so the lead survives when staff delete the member or the item
 * (the link then becomes empty). Staff filter it by member or by item (or group the list by
 * either) and export it as CSV. A member who cancels their account leaves their rows without
 * the person: member, mobile, company, address and browser cleared, a note saying so.
 */
export const DownloadLog: CollectionConfig = {
  slug: 'download-log',
  labels: { singular: label('下载记录', 'Download'), plural: label('下载记录', 'Download log') },
  admin: {
    group: adminGroups.members,
    useAsTitle: 'mobile',
    defaultColumns: ['createdAt', 'mobile', 'company', 'itemTitle', 'ip'],
    groupBy: true,
    components: { beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton' }] },
  },
  endpoints: [csvExportEndpoint({ collection: 'download-log', fileName: 'download-log', columns: downloadLogColumns, depth: 1 })],
  access: { read: staffOnly, create: nobody, update: nobody, delete: staffOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'members', index: true, label: label('会员', 'Member') },
    {
      type: 'row',
      fields: [
        { name: 'mobile', type: 'text', label: label('手机号', 'Mobile') },
        { name: 'company', type: 'text', label: label('公司', 'Company') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'download', type: 'relationship', relationTo: 'downloads', index: true, label: label('下载项', 'Item') },
        { name: 'itemTitle', type: 'text', label: label('资料名称', 'Item title') },
      ],
    },
    { name: 'ip', type: 'text', label: label('来源地址', 'Client address') },
    { name: 'userAgent', type: 'text', label: label('浏览器', 'Browser') },
    // set when the member cancelled their account: the row stays, without the person
    { name: 'note', type: 'text', label: label('备注', 'Note'), admin: { readOnly: true } },
  ],
}
