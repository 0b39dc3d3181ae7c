import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { label } from '@/lib/bilingual'

/**
 * Sequence counters shared by every instance, one row a sequence (`rma-2026`): the service
 * requests' RMA numbers take the next value with one SQL statement
 * (`src/features/serviceRequests/rmaCounter.server.ts`). Never purged: a lost row would hand out
 * numbers again. A request's `quote-answer-<id>` row is the customer's answer to its quote (1
 * accepted, 2 declined), taken the same way so that two answers at one instant cannot both stand
 * (`quoteAnswerClaim.server.ts`).
 */
export const ServiceCounters: CollectionConfig = {
  slug: 'service-counters',
  labels: { singular: label('编号计数', 'Number counter'), plural: label('编号计数', 'Number counters') },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    { name: 'value', type: 'number', required: true, defaultValue: 0 },
  ],
}
