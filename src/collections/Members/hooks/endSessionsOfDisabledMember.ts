import type { CollectionAfterChangeHook } from 'payload'

import type { Member } from '@/payload-types'

/** Disabling a member logs them out everywhere at once: their sessions are deleted. */
export const endSessionsOfDisabledMember: CollectionAfterChangeHook<Member> = async ({ doc, previousDoc, req }) => {
  if (doc.disabled && !previousDoc?.disabled) {
    await req.payload.delete({
      collection: 'member-sessions',
      where: { member: { equals: doc.id } },
      overrideAccess: true,
      req,
    })
  }
  return doc
}
