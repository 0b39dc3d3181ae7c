import type { CollectionBeforeDeleteHook } from 'payload'

/** A deleted member is logged out everywhere at once (their sessions would point at nothing). */
export const endSessionsOfDeletedMember: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'member-sessions', where: { member: { equals: id } }, req, overrideAccess: true })
}
