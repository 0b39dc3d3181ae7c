import type { CollectionConfig } from 'payload'

import { nobody, staffOnly } from '@/access'
import { adminGroups, label } from '@/lib/bilingual'
import { forgetVerifiedSession } from '@/runtime/verifiedSessions.mjs'

/** One row per member login; the token itself is never stored, only its SHA-256. */
export const MemberSessions: CollectionConfig = {
  slug: 'member-sessions',
  labels: { singular: label('会员会话', 'Member session'), plural: label('会员会话', 'Member sessions') },
  admin: { group: adminGroups.members, hidden: true },
  access: { read: staffOnly, create: nobody, update: nobody, delete: staffOnly },
  hooks: {
    // however a session ends (log out, password reset, a member disabled or deleted, staff deleting
    // it), no instance believes it any longer
    afterDelete: [({ doc }) => forgetVerifiedSession(doc.tokenHash)],
  },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'member', type: 'relationship', relationTo: 'members', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
    { name: 'ip', type: 'text' },
  ],
}
