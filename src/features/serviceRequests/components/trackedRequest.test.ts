import { describe, expect, it } from 'vitest'

import type { ServiceStatus } from '../statusRules'
import { timelineSteps } from './trackedRequest'

const at = (day: number) => `2026-03-${String(day).padStart(2, '0')}T02:00:00.000Z`
const reached = (...statuses: ServiceStatus[]) => ({
  kind: 'repair' as const,
  status: statuses.at(-1) as ServiceStatus,
  timeline: statuses.map((status, index) => ({ status, at: at(index + 1), note: status === 'inspected' ? 'Seal worn' : null })),
})
const shown = (request: ReturnType<typeof reached>) => timelineSteps(request).map((step) => `${step.status}:${step.state}`)

describe('the timeline a customer sees', () => {
  it('shows a request just sent as the first of the repair steps, the rest ahead', () => {
    expect(shown(reached('requested'))).toEqual([
      'requested:current',
      'received:ahead',
      'inspected:ahead',
      'quoted:ahead',
      'approved:ahead',
      'repairing:ahead',
      'testing:ahead',
      'shipped:ahead',
      'closed:ahead',
    ])
  })

  it('marks the step reached as current, with when it was reached and the note for the customer', () => {
    const steps = timelineSteps(reached('requested', 'received', 'inspected'))
    expect(steps.filter((step) => step.state === 'current').map((step) => step.status)).toEqual(['inspected'])
    expect(steps[2]).toMatchObject({ at: at(3), note: 'Seal worn' })
    expect(steps[0]).toMatchObject({ state: 'done', at: at(1) })
    expect(steps[3]).toEqual({ status: 'quoted', state: 'ahead', at: undefined, note: undefined })
  })

  it('leaves out the repair after a declined quote: the product goes straight back', () => {
    expect(shown(reached('requested', 'received', 'inspected', 'quoted', 'declined', 'shipped'))).toEqual([
      'requested:done',
      'received:done',
      'inspected:done',
      'quoted:done',
      'declined:done',
      'shipped:current',
      'closed:ahead',
    ])
  })

  it('ends a request closed before its parcel arrived where it stopped', () => {
    expect(shown(reached('requested', 'closed'))).toEqual(['requested:done', 'closed:current'])
  })
})
