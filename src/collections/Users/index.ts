import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, isAdminUser, staffOnly } from '@/access'
import { adminGroups, label } from '@/lib/bilingual'

/** Staff accounts: the only people who reach /admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('员工账号', 'Staff account'), plural: label('员工账号', 'Staff accounts') },
  admin: { useAsTitle: 'email', group: adminGroups.system, defaultColumns: ['email', 'name', 'roles'] },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000, tokenExpiration: 8 * 60 * 60 },
  access: {
    admin: ({ req }) => req.user?.collection === 'users',
    read: staffOnly,
    create: adminOnly,
    delete: adminOnly,
    // an editor may edit their own account (name, password) but not others'
    update: ({ req, id }) => isAdminUser(req) || (req.user?.collection === 'users' && req.user.id === id),
  },
  fields: [
    { name: 'name', type: 'text', label: label('姓名', 'Name') },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      label: label('角色', 'Roles'),
      access: { create: adminOnlyField, update: adminOnlyField },
      options: [
        { value: 'admin', label: label('管理员', 'Administrator') },
        { value: 'editor', label: label('编辑', 'Editor') },
      ],
    },
  ],
}
