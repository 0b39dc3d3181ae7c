import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access'
import { refreshDownloadFacts } from '@/collections/Datasheets/hooks/refreshDownloadFacts'
import { generatedDatasheetField } from '@/collections/fields/specsField'
import { adminGroups, label } from '@/lib/bilingual'
import { uploadDirs } from '@/lib/paths'

import { missingFileIsNotFound } from '../uploads/missingFileIsNotFound'

/**
 * Private technical PDFs. Payload serves them to staff only; members get them through a
 * short-lived signed grant issued by /api/product/download.
 */
export const Datasheets: CollectionConfig = {
  slug: 'datasheets',
  labels: { singular: label('技术资料文件', 'Datasheet file'), plural: label('技术资料文件', 'Datasheet files') },
  admin: { group: adminGroups.downloads, useAsTitle: 'filename' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: { staticDir: uploadDirs.datasheets, mimeTypes: ['application/pdf'], handlers: [missingFileIsNotFound(uploadDirs.datasheets)] },
  hooks: { afterChange: [refreshDownloadFacts] },
  fields: [generatedDatasheetField],
}
