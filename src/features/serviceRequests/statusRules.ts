import { type Outcome, refuse } from '@/lib/outcome'

import type { ServiceKind } from './requestFields'

/**
 * Where a service request stands. `requested` is the request as sent, with its RMA number, while
 * the parcel is on its way; `received` is the parcel arrived at the service centre.
 */
export const serviceStatuses = [
  'requested',
  'received',
  'inspected',
  'quoted',
  'approved',
  'declined',
  'repairing',
  'testing',
  'shipped',
  'closed',
] as const
export type ServiceStatus = (typeof serviceStatuses)[number]

/**
 * The moves allowed from each status. A declined quote sends the product back unrepaired; a
 * request whose parcel never arrives can be closed.
 */
const moves: Record<ServiceStatus, readonly ServiceStatus[]> = {
  requested: ['received', 'closed'],
  received: ['inspected'],
  inspected: ['quoted'],
  quoted: ['approved', 'declined'],
  approved: ['repairing'],
  declined: ['shipped'],
  repairing: ['testing'],
  testing: ['shipped'],
  shipped: ['closed'],
  closed: [],
}

/** The customer's answer to a quote, given online with an SMS code; staff cannot give it for them. */
const customerDecisions: readonly ServiceStatus[] = ['approved', 'declined']

/**
 * The changes the customer hears of by SMS (and by mail when they gave an address): the request
 * confirmed, the parcel arrived, the findings, the quote to answer, their own answer as a record,
 * and the parcel on its way back. Repairing, testing and closing show on the tracking page only.
 */
const noticeStatuses: ReadonlySet<ServiceStatus> = new Set([
  'requested',
  'received',
  'inspected',
  'quoted',
  'approved',
  'declined',
  'shipped',
])

/** Where the next step is the customer's: sending the parcel, or answering the quote. */
const waitingForCustomerStatuses: ReadonlySet<ServiceStatus> = new Set(['requested', 'quoted'])

const CUSTOMER_NOTE_MAX_LENGTH = 2000
const DAY_MS = 24 * 60 * 60 * 1000

/** Who made a change: a staff user of the admin, or the customer on the tracking page. */
export type StatusActor = { role: 'staff'; userId: number | string } | { role: 'customer' }

/** One line of a request's timeline; `customerNote` is shown to the customer (staff's internal notes live elsewhere). */
export interface StatusChange {
  status: ServiceStatus
  /** ISO 8601 */
  at: string
  by: StatusActor
  customerNote?: string
}

export type StatusHistory = readonly StatusChange[]

/**
 * Every kind takes the same path: repairs, maintenance and upgrades alike are quoted and approved
 * before work starts, because the work costs the customer money whatever its kind and nothing in
 * the request promises a price in advance. A kind that may skip a step gets its own table here.
 */
const movesOfKind: Record<ServiceKind, Record<ServiceStatus, readonly ServiceStatus[]>> = {
  repair: moves,
  maintenance: moves,
  upgrade: moves,
}

export const nextStatuses = (from: ServiceStatus, kind: ServiceKind): readonly ServiceStatus[] => movesOfKind[kind][from]

export const canMove = (from: ServiceStatus, to: ServiceStatus, kind: ServiceKind): boolean => nextStatuses(from, kind).includes(to)

/**
 * The path a request of `kind` takes from sending to closing when the customer gives `answer` to
 * the quote: at each status the move forward, closing only where nothing else is left.
 */
export function pathWith(answer: 'approved' | 'declined', kind: ServiceKind): ServiceStatus[] {
  const path: ServiceStatus[] = ['requested']
  while (path.length <= serviceStatuses.length) {
    const next = nextStatuses(path.at(-1) as ServiceStatus, kind)
    const step = next.includes(answer) ? answer : (next.find((status) => status !== 'closed') ?? next[0])
    if (!step) return path
    path.push(step)
  }
  throw new Error('the moves of a service request go round in a circle')
}

/** The moves staff may make from `from` (the quote's answer is the customer's). */
export const staffNextStatuses = (from: ServiceStatus, kind: ServiceKind): ServiceStatus[] =>
  nextStatuses(from, kind).filter((status) => !customerDecisions.includes(status))

export const notifiesCustomer = (status: ServiceStatus): boolean => noticeStatuses.has(status)

/** The statuses only the customer's own act reaches: the request sent, the quote answered. */
export const isCustomersOwnMove = (status: ServiceStatus): boolean => status === 'requested' || customerDecisions.includes(status)

export const isOpen = (status: ServiceStatus): boolean => status !== 'closed'

export const isWaitingForCustomer = (status: ServiceStatus): boolean => waitingForCustomerStatuses.has(status)

/** The status a timeline has reached: its last change. */
export function currentStatus(history: StatusHistory): ServiceStatus {
  const last = history.at(-1)
  if (!last) throw new Error('a service request has at least its first status')
  return last.status
}

/** Whole days since the last change, for the staff's list. */
export const daysInStatus = (history: StatusHistory, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - new Date(history.at(-1)?.at ?? now).getTime()) / DAY_MS))

/** The timeline of a request just sent. */
export const startHistory = (at: Date): StatusChange[] => [{ status: 'requested', at: at.toISOString(), by: { role: 'customer' } }]

function noteOf(text: string | undefined): Outcome<{ customerNote?: string }> {
  const customerNote = text?.trim()
  if (customerNote && customerNote.length > CUSTOMER_NOTE_MAX_LENGTH) return refuse('tooLong')
  return { ok: true, customerNote: customerNote || undefined }
}

interface StaffChange {
  to: ServiceStatus
  kind: ServiceKind
  userId: number | string
  at: Date
  customerNote?: string
}

/**
 * Why staff cannot make a move from `from`: the request is closed, waits for the customer's answer,
 * or the move skips or reverses a step. The caller words it with the statuses' names (`{from}`,
 * `{to}`, `{next}`: statusMoveWords in statusNames.ts).
 */
function refusedMove(from: ServiceStatus, kind: ServiceKind) {
  if (nextStatuses(from, kind).length === 0) return refuse('serviceRequest.statusClosed')
  if (staffNextStatuses(from, kind).length === 0) return refuse('serviceRequest.statusAwaitsCustomer')
  return refuse('serviceRequest.statusMoveNotAllowed')
}

/** A staff member moves the request on: the timeline with the change added, or why it cannot be. */
export function moveByStaff(history: StatusHistory, change: StaffChange): Outcome<{ history: StatusChange[] }> {
  const from = currentStatus(history)
  if (customerDecisions.includes(change.to) && canMove(from, change.to, change.kind)) return refuse('serviceRequest.decisionIsCustomers')
  if (!canMove(from, change.to, change.kind)) return refusedMove(from, change.kind)
  const note = noteOf(change.customerNote)
  if (!note.ok) return note
  const entry: StatusChange = { status: change.to, at: change.at.toISOString(), by: { role: 'staff', userId: change.userId } }
  return { ok: true, history: [...history, note.customerNote ? { ...entry, customerNote: note.customerNote } : entry] }
}

export type QuoteDecision = 'approve' | 'decline'

/**
 * The customer answers the quote, once: a second answer of either kind is refused, saying which
 * answer stands, and so is an answer before there is a quote.
 */
export function decideQuote(history: StatusHistory, decision: QuoteDecision, at: Date): Outcome<{ history: StatusChange[] }> {
  const given = history.find((change) => customerDecisions.includes(change.status))
  if (given) return answeredAlready(given.status === 'approved' ? 'approve' : 'decline')
  if (currentStatus(history) !== 'quoted') return refuse('serviceRequest.quoteNotReady')
  return { ok: true, history: [...history, { status: statusOfDecision(decision), at: at.toISOString(), by: { role: 'customer' } }] }
}

/** The status the customer's answer moves the request to. */
export const statusOfDecision = (decision: QuoteDecision): ServiceStatus => (decision === 'approve' ? 'approved' : 'declined')

/** The refusal of an answer that comes after another: it names the answer that stands. */
export const answeredAlready = (standing: QuoteDecision) =>
  refuse(standing === 'approve' ? 'serviceRequest.quoteAlreadyApproved' : 'serviceRequest.quoteAlreadyDeclined')
