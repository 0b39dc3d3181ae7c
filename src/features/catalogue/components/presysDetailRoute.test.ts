import { describe, expect, it } from 'vitest'

import { nextOtherProductPage, nextPresysModelPage, nextVacuumValvePage, vacuumValvePages } from '@/siteMap'

import { presysModelOfQuery } from './presysDetailRoute'

describe('presysDetail query', () => {
  it("accepts the models' URL names in any letter case", () => {
    expect(presysModelOfQuery({ form: 'presysy77' })?.id).toBe(9)
    expect(presysModelOfQuery({ form: 'Y70TWO' })?.id).toBe(12)
    expect(presysModelOfQuery({ form: 'y76' })?.id).toBe(24)
  })

  it('accepts the ids 9 to 24 and nothing else', () => {
    expect(presysModelOfQuery({ id: '9' })?.name).toBe('presysy77')
    expect(presysModelOfQuery({ id: '24' })?.name).toBe('y76')
    for (const id of ['8', '25', '1e1', 'abc', '-9', '', '9999999999']) expect(presysModelOfQuery({ id })).toBeUndefined()
    expect(presysModelOfQuery({ form: '<script>' })).toBeUndefined()
    expect(presysModelOfQuery({})).toBeUndefined()
  })
})

describe('product chains', () => {
  it('walks the valves 1 → 8 and stops', () => {
    const walked = [1]
    for (let next = nextVacuumValvePage(1); next; next = nextVacuumValvePage(next.pageNumber)) walked.push(next.pageNumber)
    expect(walked).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(vacuumValvePages.map((v) => v.productId)).toEqual([1, 2, 7, 8, 3, 4, 6, 5])
  })

  it('walks the Presys models 9 → 24 and stops', () => {
    const walked = [9]
    for (let next = nextPresysModelPage(9); next; next = nextPresysModelPage(next.id)) walked.push(next.id)
    expect(walked).toEqual(Array.from({ length: 16 }, (_, i) => 9 + i))
  })

  it('walks the other products from the throttle valve to the chiller and stops', () => {
    const walked: string[] = ['throttleValve']
    for (let next = nextOtherProductPage('throttleValve'); next; next = nextOtherProductPage(next.slug)) walked.push(next.slug)
    expect(walked).toEqual([
      'throttleValve',
      'throttleValveController',
      'dualThrottleValve',
      'multiPositionController',
      'mne',
      'unisemChiller',
    ])
  })
})
