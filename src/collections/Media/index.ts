import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { adminGroups, label } from '@/lib/bilingual'
import { uploadDirs } from '@/lib/paths'

import { missingFileIsNotFound } from '../uploads/missingFileIsNotFound'

/** Public images: product renders, drawings, banners, certificates, news pictures. */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: label('图片', 'Image'), plural: label('图片库', 'Images') },
  admin: { group: adminGroups.settings, useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: uploadDirs.media,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
    focalPoint: true,
    handlers: [missingFileIsNotFound(uploadDirs.media)],
  },
  fields: [{ name: 'alt', type: 'text', localized: true, label: label('替代文字', 'Alternative text') }],
}
