import type { Access, FieldAccess, PayloadRequest } from 'payload'

type Req = Pick<PayloadRequest, 'user'>

export const isStaffUser = (req: Req): boolean => req.user?.collection === 'users'

const isAdminUser = (req: Req): boolean => req.user?.collection === 'users' && (req.user.roles ?? []).includes('admin')

export const anyone: Access = () => true
export const staffOnly: Access = ({ req }) => isStaffUser(req)
export const adminOnly: Access = ({ req }) => isAdminUser(req)
export const nobody: Access = () => false
export const adminOnlyField: FieldAccess = ({ req }) => isAdminUser(req)
export const staffOnlyField: FieldAccess = ({ req }) => isStaffUser(req)

/** Administrators reach every staff account; an editor only their own. */
export const adminOrOwnAccount: Access = ({ req }) => {
  if (isAdminUser(req)) return true
  if (isStaffUser(req) && req.user) return { id: { equals: req.user.id } }
  return false
}

/** Staff see drafts; everyone else sees published documents only. */
export const publishedOrStaff: Access = ({ req }) => (isStaffUser(req) ? true : { _status: { equals: 'published' } })
