import { expect, it } from 'vitest'

import { allocateRmaNumber } from '@/features/serviceRequests/rmaCounter.server'
import { parseRmaNumber } from '@/features/serviceRequests/rmaNumber'

import { testPayload } from '../support/payload'

it('gives 50 requests sent at once 50 different numbers, one after the other', async () => {
  const payload = await testPayload()
  const numbers = await Promise.all(Array.from({ length: 50 }, () => allocateRmaNumber(payload, 2031)))
  expect(new Set(numbers).size).toBe(50)
  const sequences = numbers.map((rma) => parseRmaNumber(rma)?.sequence).sort((a = 0, b = 0) => a - b)
  expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1))
  expect(numbers).toContain('RMA-2031-00001')
  expect(numbers).toContain('RMA-2031-00050')
})

it('starts each year again at 00001 and keeps counting the year before', async () => {
  const payload = await testPayload()
  expect(await allocateRmaNumber(payload, 2032)).toBe('RMA-2032-00001')
  expect(await allocateRmaNumber(payload, 2032)).toBe('RMA-2032-00002')
  expect(await allocateRmaNumber(payload, 2033)).toBe('RMA-2033-00001')
  expect(await allocateRmaNumber(payload, 2032)).toBe('RMA-2032-00003')
})
