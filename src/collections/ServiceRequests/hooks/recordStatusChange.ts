import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'

import { apiTranslator } from '@/features/apiMessages'
import { decideQuote, moveByStaff, type QuoteDecision, type ServiceStatus, startHistory } from '@/features/serviceRequests/statusRules'
import type { ServiceKind } from '@/features/serviceRequests/requestFields'
import { statusMoveWords } from '@/features/serviceRequests/statusNames'
import { historyOf, storedHistory } from '@/features/serviceRequests/storedHistory'
import type { ApiMessageKey, MessageValues } from '@/lib/outcome'
import type { ServiceRequest } from '@/payload-types'

/** What the customer path puts in `req.context` when the customer answers the quote online. */
export interface CustomerDecisionContext {
  quoteDecision?: QuoteDecision
}

/**
 * A refused change of status, worded in the admin's language. Its message is the reason itself
 * (Payload's own says only which field is invalid): the admin's toast and a REST client read it,
 * and the status field shows it too.
 */
class StatusMoveRefused extends ValidationError {
  constructor(req: PayloadRequest, reason: string) {
    super({ collection: 'service-requests', errors: [{ path: 'status', message: reason }] }, req.t)
    // REST clients read the same shape as any other validation error
    this.name = 'ValidationError'
    this.message = reason
  }
}

interface Move {
  from: ServiceStatus
  to: ServiceStatus
  kind: ServiceKind
}

function refused(req: PayloadRequest, message: ApiMessageKey, move: Move, values?: MessageValues): never {
  const locale = req.i18n?.language === 'en' ? 'en' : 'zh'
  const words = statusMoveWords(move.from, move.to, move.kind, locale)
  throw new StatusMoveRefused(req, apiTranslator(locale)(message, { ...words, ...values }))
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
  const move = { from: before, to, kind }
  const moved = decision
    ? decideQuote(history, decision, now)
    : req.user?.collection === 'users'
      ? moveByStaff(history, { to, kind, userId: req.user.id, at: now, customerNote: data.noteForCustomer ?? undefined })
      : refused(req, 'serviceRequest.statusMoveNotAllowed', move)
  if (!moved.ok) refused(req, moved.message, move, moved.values)
  const reached = moved.history.at(-1)?.status
  if (reached !== to) refused(req, 'serviceRequest.statusMoveNotAllowed', move)
  // the note went into the timeline with this change: the field is free for the next one
  return { ...data, status: to, history: storedHistory(moved.history), statusSince: now.toISOString(), noteForCustomer: null }
}
