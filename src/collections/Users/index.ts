import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, adminOrOwnAccount, isStaffUser } from '@/access'
import { firstAccountIsAdministrator } from '@/collections/Users/hooks/firstAccountIsAdministrator'
import { keepAdministratorRole, keepLastAdministrator } from '@/collections/Users/hooks/keepOneAdministrator'
import { giveBackLoginAttempt, takeLoginAttempt } from '@/collections/Users/hooks/limitLoginAttempts'
import { adminGroups, label } from '@/lib/bilingual'

/**
 * Staff accounts: the only people who reach /admin. Administrators manage them; an editor sees
 * and edits only their own account (name, password), never the roles.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: label('员工账号', 'Staff account'), plural: label('员工账号', 'Staff accounts') },
  admin: {
    useAsTitle: 'email',
    group: adminGroups.system,
    // not hidden from editors: their own account's breadcrumb leads to this list, which shows them only themselves
    defaultColumns: ['email', 'name', 'roles'],
  },
  // Payload's own lock counts per account from anywhere, so anyone could lock an editor out, and
  // it answers "locked" for staff emails only; hooks/limitLoginAttempts.ts limits logins instead. A
  // positive maxLoginAttempts keeps the lock's columns in the schema; a lock time of 0 means a lock
  // ends the moment it is set, so Payload never answers "locked".
  auth: { maxLoginAttempts: 1000, lockTime: 0, tokenExpiration: 8 * 60 * 60 },
  access: {
    admin: ({ req }) => isStaffUser(req),
    read: adminOrOwnAccount,
    create: adminOnly,
    delete: adminOnly,
    update: adminOrOwnAccount,
    unlock: adminOnly,
  },
  hooks: {
    beforeOperation: [takeLoginAttempt],
    afterLogin: [giveBackLoginAttempt],
    beforeChange: [firstAccountIsAdministrator, keepAdministratorRole],
    beforeDelete: [keepLastAdministrator],
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
      admin: {
        description: label(
          '管理员：全部内容与员工账号；编辑：全部内容、询盘、会员与下载记录，不含员工账号',
          'Administrator: everything, staff accounts included. Editor: all content, enquiries, members and the download log; not staff accounts',
        ),
      },
      options: [
        { value: 'admin', label: label('管理员', 'Administrator') },
        { value: 'editor', label: label('编辑', 'Editor') },
      ],
    },
  ],
}
