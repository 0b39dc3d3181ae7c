import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access'
import { attachmentKinds } from '@/features/enquiries/attachmentRules'
import { adminGroups, label } from '@/lib/bilingual'
import { uploadDirs } from '@/lib/paths'

import { missingFileIsNotFound } from '../uploads/missingFileIsNotFound'

/** Files visitors attach to enquiries. Created only by /api/upload/upload; read by staff only. */
export const EnquiryAttachments: CollectionConfig = {
  slug: 'enquiry-attachments',
  labels: { singular: label('询盘附件', 'Enquiry attachment'), plural: label('询盘附件', 'Enquiry attachments') },
  admin: { group: adminGroups.enquiries, useAsTitle: 'originalName', defaultColumns: ['originalName', 'filesize', 'createdAt'] },
  access: { read: staffOnly, create: nobody, update: nobody, delete: staffOnly },
  // the kinds allowed are judged by their bytes in the upload call, which alone creates these
  upload: { staticDir: uploadDirs.enquiryAttachments, handlers: [missingFileIsNotFound(uploadDirs.enquiryAttachments)] },
  fields: [
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: label('引用编号', 'Reference'),
      admin: { readOnly: true },
    },
    { name: 'originalName', type: 'text', label: label('原文件名', 'Original name'), admin: { readOnly: true } },
    { name: 'kind', type: 'select', options: [...attachmentKinds], label: label('类型', 'Kind'), admin: { readOnly: true } },
  ],
}
