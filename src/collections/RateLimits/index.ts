import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { label } from '@/lib/bilingual'

/** Fixed-window counters shared by every instance (`src/features/rateLimit.server.ts` reads and writes them with SQL). */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: label('限流计数', 'Rate limit'), plural: label('限流计数', 'Rate limits') },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'points', type: 'number', required: true, defaultValue: 0 },
    { name: 'expire', type: 'date' },
  ],
}
