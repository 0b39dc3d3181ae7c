import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { orderField } from '@/collections/fields/listFields'
import { adminOnlyField } from '@/access'
import { publicContent } from '@/collections/publicContent'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'

const downloadTypes = [
  { value: '1', label: label('真空阀门', 'Vacuum valves') },
  { value: '2', label: label('合作品牌阀门', 'Partner valves') },
  { value: '3', label: label('节流阀与控制器', 'Throttle valves & controllers') },
  { value: '4', label: label('密封圈', 'Sealing rings') },
  { value: '5', label: label('冷水机', 'Chillers') },
] as const

/** Size (MB, one decimal) and extension always come from the attached file, never by hand. */
const fillFileFacts: CollectionBeforeChangeHook = async ({ data, req }) => {
  const fileId = typeof data.file === 'object' && data.file ? data.file.id : data.file
  if (!fileId) return data
  const file = await req.payload.findByID({ collection: 'datasheets', id: fileId, req, depth: 0 })
  if (file.filesize) data.sizeMb = Math.max(0.1, Math.round((file.filesize / 1024 / 1024) * 10) / 10)
  if (file.filename) data.extension = file.filename.split('.').pop()?.toLowerCase() ?? 'pdf'
  return data
}

/** Assigns the next free item id when staff leave it empty, so published ids never move. */
const assignItemId: CollectionBeforeChangeHook = async ({ data, req, operation }) => {
  if (operation !== 'create' || data.itemId) return data
  const last = await req.payload.find({ collection: 'downloads', sort: '-itemId', limit: 1, depth: 0, req })
  data.itemId = (last.docs[0]?.itemId ?? 30) + 1
  return data
}

/** A downloadable datasheet as the download centre and the product pages list it. */
const content = publicContent([contentTags.downloads, contentTags.products])

export const Downloads: CollectionConfig = {
  slug: 'downloads',
  labels: { singular: label('下载项', 'Download item'), plural: label('下载中心', 'Download centre') },
  admin: {
    group: adminGroups.downloads,
    useAsTitle: 'title',
    defaultColumns: ['itemId', 'title', 'type', 'sizeMb', 'extension'],
  },
  ...content,
  defaultSort: 'itemId',
  hooks: {
    beforeChange: [assignItemId, fillFileFacts],
    ...content.hooks,
  },
  fields: [
    {
      name: 'itemId',
      access: { update: adminOnlyField },
      type: 'number',
      unique: true,
      index: true,
      label: label('编号', 'Item id'),
      admin: {
        position: 'sidebar',
        description: label(
          '公开接口使用的编号：阀门 1–8，Presys 9–24，其他产品 25–30。发布后请勿修改。',
          'The id of the public API: valves 1–8, Presys 9–24, other products 25–30. Do not change once published.',
        ),
      },
    },
    { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      label: label('分类', 'Type'),
      options: downloadTypes.map((t) => ({ value: t.value, label: t.label })),
    },
    { name: 'file', type: 'upload', relationTo: 'datasheets', label: label('文件', 'File') },
    {
      name: 'sizeMb',
      type: 'number',
      label: label('大小 (MB)', 'Size (MB)'),
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'extension', type: 'text', label: label('扩展名', 'Extension'), admin: { readOnly: true, position: 'sidebar' } },
    orderField(),
    {
      name: 'downloadHistory',
      type: 'ui',
      label: label('下载记录', 'Download log'),
      admin: {
        position: 'sidebar',
        components: {
          Field: { path: '@/components/admin/DownloadHistoryLink#DownloadHistoryLink', serverProps: { logField: 'download' } },
        },
      },
    },
  ],
}
