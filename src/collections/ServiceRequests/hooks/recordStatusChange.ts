import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { apiTranslator } from '@/features/apiMessages'
import { decideQuote, moveByStaff, type QuoteDecision, type ServiceStatus, startHistory } from '@/features/serviceRequests/statusRules'
import type { ServiceKind } from '@/features/serviceRequests/requestFields'
import { historyOf, storedHistory } from '@/features/serviceRequests/storedHistory'
import type { ApiMessageKey } from '@/lib/outcome'
import type { ServiceRequest } from '@/payload-types'

/** What the customer path puts in `req.context` when the customer answers the quote online. */
export interface CustomerDecisionContext {
  quoteDecision?: QuoteDecision
}

function refused(req: PayloadRequest, message: ApiMessageKey): never {
  const t = apiTranslator(req.i18n?.language === 'en' ? 'en' : 'zh')
  throw new ValidationError({ collection: 'service-requests', errors: [{ path: 'status', message: t(message) }] }, req.t)
}

/**
 * Keeps the timeline true: a new request starts at `requested`; a change of status is checked
 * against the status rules and added to the timeline with who made it and when. Staff move the
 * request on in the admin; the quote's answer comes only from the customer's call, which says so
 * in the request's context. Staff's note to the customer goes into the timeline with the change.
 * The timeline itself cannot be edited: what arrives is replaced.
 */
export const recordStatusChange: CollectionBeforeChangeHook<ServiceRequest> = ({ data, operation, originalDoc, req }) => {
  const now = new Date()
  if (operation === 'create') {
    return { ...data, status: 'requested', history: storedHistory(startHistory(now)), statusSince: now.toISOString() }
  }
  const before = originalDoc?.status as ServiceStatus | undefined
  const history = historyOf(originalDoc?.history)
  const to = (data.status ?? before) as ServiceStatus | undefined
  if (!before || !to || to === before) return { ...data, status: before, history: originalDoc?.history ?? [] }

  const decision = (req.context as CustomerDecisionContext).quoteDecision
  const kind = (data.kind ?? originalDoc?.kind ?? 'repair') as ServiceKind
  const moved = decision
    ? decideQuote(history, decision, now)
    : req.user?.collection === 'users'
      ? moveByStaff(history, { to, kind, userId: req.user.id, at: now, customerNote: data.noteForCustomer ?? undefined })
      : refused(req, 'serviceRequest.statusMoveNotAllowed')
  if (!moved.ok) refused(req, moved.message)
  const reached = moved.history.at(-1)?.status
  if (reached !== to) refused(req, 'serviceRequest.statusMoveNotAllowed')
  // the note went into the timeline with this change: the field is free for the next one
  return { ...data, status: to, history: storedHistory(moved.history), statusSince: now.toISOString(), noteForCustomer: null }
}
