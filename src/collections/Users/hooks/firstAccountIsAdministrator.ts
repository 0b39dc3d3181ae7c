import type { CollectionBeforeChangeHook } from 'payload'

/**
 * The account made on the create-first-user screen must be able to manage staff, but nobody is
 * logged in yet to grant the role, so the very first staff account is always an administrator.
 */
export const firstAccountIsAdministrator: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const staff = await req.payload.count({ collection: 'users', req })
  if (staff.totalDocs === 0) data.roles = ['admin']
  return data
}
