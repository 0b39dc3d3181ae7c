import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access'
import { adminGroups, label } from '@/lib/bilingual'

const readOnly = { readOnly: true }

/**
 * 分享的询价清单: a visitor's quote list frozen under a short code, so that a colleague can open it
 * at /quoteList/<code> and take it over. Only the lines are kept (no name, address or contact), and
 * only until `expiresAt`. Written by the share call with overrideAccess; staff may look, not edit.
 */
export const QuoteShares: CollectionConfig = {
  slug: 'quote-shares',
  labels: { singular: label('分享的询价清单', 'Shared quote list'), plural: label('分享的询价清单', 'Shared quote lists') },
  admin: { group: adminGroups.enquiries, useAsTitle: 'code', defaultColumns: ['code', 'expiresAt', 'createdAt'] },
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true, label: label('分享码', 'Share code'), admin: readOnly },
    {
      name: 'lines',
      type: 'json',
      required: true,
      label: label('询价明细', 'Quote items'),
      admin: { ...readOnly, components: { Field: '@/components/admin/QuoteLinesField#QuoteLinesField' } },
    },
    { name: 'expiresAt', type: 'date', required: true, index: true, label: label('失效时间', 'Expires at'), admin: readOnly },
  ],
}
