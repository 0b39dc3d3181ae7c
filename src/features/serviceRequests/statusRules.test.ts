import { describe, expect, it } from 'vitest'

import { apiTranslator } from '@/features/apiMessages'

import {
  pathWith,
  canMove,
  currentStatus,
  daysInStatus,
  decideQuote,
  isOpen,
  isWaitingForCustomer,
  moveByStaff,
  nextStatuses,
  notifiesCustomer,
  serviceStatuses,
  staffNextStatuses,
  startHistory,
  type ServiceStatus,
  type StatusHistory,
} from './statusRules'
import { serviceKinds } from './requestFields'
import { statusMoveWords } from './statusNames'

const sent = new Date('2026-03-02T08:00:00Z')
const later = (hours: number) => new Date(sent.getTime() + hours * 3_600_000)

/** A repair moved by staff user 7 through `statuses`, each an hour after the last. */
function walk(statuses: ServiceStatus[], history: StatusHistory = startHistory(sent)): StatusHistory {
  return statuses.reduce<StatusHistory>((so, to, index) => {
    const moved = moveByStaff(so, { to, kind: 'repair', userId: 7, at: later(index + 1) })
    if (!moved.ok) throw new Error(`${currentStatus(so)} → ${to}: ${moved.message}`)
    return moved.history
  }, history)
}

const quoted = () => walk(['received', 'inspected', 'quoted'])

/** Every step of a request whose quote the customer accepts, from sending to closing. */
const acceptedPath = ['requested', 'received', 'inspected', 'quoted', 'approved', 'repairing', 'testing', 'shipped', 'closed']

describe('the path of a service request', () => {
  it('goes from the request through inspection, quote, approval, repair and test to shipping and closing', () => {
    const approved = decideQuote(quoted(), 'approve', later(10))
    if (!approved.ok) throw new Error(approved.message)
    const done = walk(['repairing', 'testing', 'shipped', 'closed'], approved.history)
    expect(done.map((change) => change.status)).toEqual(acceptedPath)
    expect(done[1]).toEqual({ status: 'received', at: '2026-03-02T09:00:00.000Z', by: { role: 'staff', userId: 7 } })
    expect(done[4]).toEqual({ status: 'approved', at: '2026-03-02T18:00:00.000Z', by: { role: 'customer' } })
  })

  it('sends a declined product back unrepaired', () => {
    const declined = decideQuote(quoted(), 'decline', later(10))
    if (!declined.ok) throw new Error(declined.message)
    expect(nextStatuses('declined', 'repair')).toEqual(['shipped'])
    expect(currentStatus(walk(['shipped', 'closed'], declined.history))).toBe('closed')
    expect(moveByStaff(declined.history, { to: 'repairing', kind: 'repair', userId: 7, at: later(11) })).toEqual({
      ok: false,
      message: 'serviceRequest.statusMoveNotAllowed',
    })
  })

  it('lets no step be skipped: not received to shipped, not inspected to repairing', () => {
    for (const [from, to] of [
      ['received', 'shipped'],
      ['received', 'quoted'],
      ['inspected', 'repairing'],
      ['approved', 'testing'],
      ['repairing', 'shipped'],
      ['closed', 'requested'],
      ['shipped', 'received'],
    ] as const)
      expect(canMove(from, to, 'repair'), `${from} → ${to}`).toBe(false)
    expect(moveByStaff(startHistory(sent), { to: 'shipped', kind: 'repair', userId: 7, at: later(1) })).toEqual({
      ok: false,
      message: 'serviceRequest.statusMoveNotAllowed',
    })
  })

  it('quotes maintenance and upgrades before any work too', () => {
    for (const kind of serviceKinds) {
      expect(canMove('inspected', 'repairing', kind), kind).toBe(false)
      expect(canMove('inspected', 'approved', kind), kind).toBe(false)
      expect(nextStatuses('inspected', kind), kind).toEqual(['quoted'])
    }
  })

  it('closes a request whose parcel never came, but nothing once the product is in the workshop', () => {
    expect(canMove('requested', 'closed', 'repair')).toBe(true)
    for (const status of serviceStatuses.filter((s) => !['requested', 'shipped'].includes(s)))
      expect(canMove(status, 'closed', 'repair'), status).toBe(false)
  })

  it('keeps the note for the customer, trimmed, and refuses one too long', () => {
    const inspected = moveByStaff(walk(['received']), {
      to: 'inspected',
      kind: 'repair',
      userId: 7,
      at: later(2),
      customerNote: '  Seal worn; bonnet O-ring cracked.  ',
    })
    expect(inspected.ok && inspected.history.at(-1)?.customerNote).toBe('Seal worn; bonnet O-ring cracked.')
    const blankNote = moveByStaff(walk(['received']), { to: 'inspected', kind: 'repair', userId: 7, at: later(2), customerNote: '  ' })
    expect(blankNote.ok && 'customerNote' in (blankNote.history.at(-1) ?? {})).toBe(false)
    expect(
      moveByStaff(walk(['received']), { to: 'inspected', kind: 'repair', userId: 7, at: later(2), customerNote: 'x'.repeat(2001) }),
    ).toEqual({
      ok: false,
      message: 'tooLong',
    })
  })

  it('leaves the history it was given as it was', () => {
    const history = walk(['received'])
    const copy = structuredClone(history)
    moveByStaff(history, { to: 'inspected', kind: 'repair', userId: 7, at: later(2) })
    expect(history).toEqual(copy)
  })
})

describe('the path a request takes, as its customer sees it ahead', () => {
  it.each(serviceKinds)('runs through the repair after an accepted quote, straight back after a declined one (%s)', (kind) => {
    expect(pathWith('approved', kind)).toEqual(acceptedPath)
    expect(pathWith('declined', kind)).toEqual(['requested', 'received', 'inspected', 'quoted', 'declined', 'shipped', 'closed'])
  })
})

describe('the customer answering a quote', () => {
  it('is theirs alone: staff cannot approve or decline for them', () => {
    expect(staffNextStatuses('quoted', 'repair')).toEqual([])
    for (const to of ['approved', 'declined'] as const)
      expect(moveByStaff(quoted(), { to, kind: 'repair', userId: 7, at: later(5) })).toEqual({
        ok: false,
        message: 'serviceRequest.decisionIsCustomers',
      })
  })

  it('cannot answer before there is a quote', () => {
    expect(decideQuote(walk(['received', 'inspected']), 'approve', later(5))).toEqual({
      ok: false,
      message: 'serviceRequest.quoteNotReady',
    })
  })

  it('cannot approve twice, even after the work has moved on', () => {
    const approved = decideQuote(quoted(), 'approve', later(5))
    if (!approved.ok) throw new Error(approved.message)
    expect(decideQuote(approved.history, 'approve', later(6))).toEqual({ ok: false, message: 'serviceRequest.quoteAlreadyApproved' })
    expect(decideQuote(approved.history, 'decline', later(6))).toEqual({ ok: false, message: 'serviceRequest.quoteAlreadyApproved' })
    expect(decideQuote(walk(['repairing'], approved.history), 'approve', later(9))).toEqual({
      ok: false,
      message: 'serviceRequest.quoteAlreadyApproved',
    })
  })

  it('cannot approve a declined quote', () => {
    const declined = decideQuote(quoted(), 'decline', later(5))
    if (!declined.ok) throw new Error(declined.message)
    expect(decideQuote(declined.history, 'approve', later(6))).toEqual({ ok: false, message: 'serviceRequest.quoteAlreadyDeclined' })
    expect(decideQuote(walk(['shipped'], declined.history), 'approve', later(9))).toEqual({
      ok: false,
      message: 'serviceRequest.quoteAlreadyDeclined',
    })
  })
})

describe('what the customer and staff are told', () => {
  it('texts the customer when something happens they should know of, not for each workshop step', () => {
    expect(serviceStatuses.filter(notifiesCustomer)).toEqual([
      'requested',
      'received',
      'inspected',
      'quoted',
      'approved',
      'declined',
      'shipped',
    ])
  })

  it('counts whole days in the current status, who is waiting and what is still open', () => {
    const history = walk(['received'])
    expect(daysInStatus(history, later(1 + 47))).toBe(1)
    expect(daysInStatus(history, later(1 + 48))).toBe(2)
    expect(serviceStatuses.filter(isWaitingForCustomer)).toEqual(['requested', 'quoted'])
    expect(serviceStatuses.filter((status) => !isOpen(status))).toEqual(['closed'])
  })

  it('words every refusal in both languages', () => {
    const keys = [
      'statusMoveNotAllowed',
      'statusAwaitsCustomer',
      'statusClosed',
      'decisionIsCustomers',
      'quoteNotReady',
      'quoteAlreadyApproved',
      'quoteAlreadyDeclined',
    ] as const
    for (const locale of ['zh', 'en'] as const)
      for (const key of keys) {
        const words = statusMoveWords('repairing', 'shipped', 'repair', locale)
        expect(apiTranslator(locale)(`serviceRequest.${key}`, words), `${locale} ${key}`).not.toMatch(/serviceRequest|\{/)
      }
  })

  it('says why a move is refused: a skipped step names the next one, a quote waits for the customer, a closed request stays closed', () => {
    const at = later(20)
    expect(moveByStaff(walk(['received']), { to: 'quoted', kind: 'repair', userId: 7, at })).toEqual({
      ok: false,
      message: 'serviceRequest.statusMoveNotAllowed',
    })
    expect(moveByStaff(quoted(), { to: 'repairing', kind: 'repair', userId: 7, at })).toEqual({
      ok: false,
      message: 'serviceRequest.statusAwaitsCustomer',
    })
    const closed = walk(['closed'])
    expect(moveByStaff(closed, { to: 'received', kind: 'repair', userId: 7, at })).toEqual({
      ok: false,
      message: 'serviceRequest.statusClosed',
    })
    expect(apiTranslator('zh')('serviceRequest.statusMoveNotAllowed', statusMoveWords('requested', 'shipped', 'repair', 'zh'))).toBe(
      '工单状态为“已提交申请”，不能改为“已寄回”：下一步只能改为“已收到产品”或“已关闭”',
    )
    expect(apiTranslator('en')('serviceRequest.statusMoveNotAllowed', statusMoveWords('repairing', 'shipped', 'repair', 'en'))).toBe(
      'A request at “Repairing” cannot move to “Shipped back”; its next step can only be “Testing”',
    )
  })
})
