import type { ServiceRequest } from '@/payload-types'

import type { StatusChange } from './statusRules'

export type StoredHistory = NonNullable<ServiceRequest['history']>

/** The timeline as stored (a staff line names its user by id) read as the status rules' changes. */
export function historyOf(stored: StoredHistory | null | undefined): StatusChange[] {
  return (stored ?? []).map((line) => ({
    status: line.status,
    at: line.at,
    by:
      line.by === 'staff' && line.user
        ? { role: 'staff', userId: typeof line.user === 'object' ? line.user.id : line.user }
        : { role: 'customer' },
    ...(line.customerNote ? { customerNote: line.customerNote } : {}),
  }))
}

/** The status rules' changes as the collection stores them. */
export const storedHistory = (history: StatusChange[]): StoredHistory =>
  history.map((change) => ({
    status: change.status,
    at: change.at,
    by: change.by.role,
    user: change.by.role === 'staff' ? Number(change.by.userId) : null,
    customerNote: change.customerNote ?? null,
  }))
