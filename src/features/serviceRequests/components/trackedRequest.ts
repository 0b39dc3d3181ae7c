import type { ServiceKind } from '../requestFields'
import { pathWith, type ServiceStatus } from '../statusRules'

/** A request as the tracking call shows it to its customer (no internal notes, no staff names). */
export interface TrackedRequest {
  rma: string
  kind: ServiceKind
  productName: string
  status: ServiceStatus
  createdAt: string
  timeline: { status: ServiceStatus; at: string; note?: string | null }[]
  quote: { amount: number; currency: string; leadTimeDays?: number | null } | null
  findings?: string | null
  testResults?: string | null
  shipping: { carrier?: string | null; trackingNumber?: string | null } | null
  canAnswerQuote: boolean
  returnFormPath: string
}

/** The submit call's reply to a request it took. */
export interface SentRequest {
  rma: string
  status: ServiceStatus
  trackPath: string
  returnFormPath: string
}

/** One step of the timeline the customer sees: reached (with when and the note), current, or still ahead. */
export interface TimelineStep {
  status: ServiceStatus
  state: 'done' | 'current' | 'ahead'
  at?: string
  note?: string
}

/**
 * The steps of a request from sending to closing, along the path it takes: the repair path until
 * the customer declines the quote, then straight to shipping back; a request closed before its
 * parcel arrived ends there. The quote's answer shows as "accepted" while it is still ahead.
 */
export function timelineSteps(request: Pick<TrackedRequest, 'kind' | 'status' | 'timeline'>): TimelineStep[] {
  const reached = request.timeline.map((change) => change.status)
  const closedUnreceived = request.status === 'closed' && !reached.includes('received')
  const path = closedUnreceived ? reached : pathWith(reached.includes('declined') ? 'declined' : 'approved', request.kind)
  const current = path.lastIndexOf(request.status)
  return path.map((status, index) => {
    const change = request.timeline.findLast((entry) => entry.status === status)
    const state = index === current ? 'current' : index < current ? 'done' : 'ahead'
    return { status, state, at: state === 'ahead' ? undefined : change?.at, note: (state !== 'ahead' && change?.note) || undefined }
  })
}
