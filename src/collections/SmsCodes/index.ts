import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { label } from '@/lib/bilingual'
import { codePurposes } from '@/services/sms/sender'

/** Verification codes, stored hashed; counted for the resend and hourly limits. */
export const SmsCodes: CollectionConfig = {
  slug: 'sms-codes',
  labels: { singular: label('短信验证码', 'SMS code'), plural: label('短信验证码', 'SMS codes') },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'mobile', type: 'text', required: true, index: true },
    { name: 'purpose', type: 'select', required: true, options: [...codePurposes] },
    { name: 'codeHash', type: 'text', required: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
    { name: 'ip', type: 'text', index: true },
  ],
}
