import { expect, test } from '@playwright/test'

import { isPhone } from './support/site'

test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'redirects do not depend on the screen'))

const redirects: [from: string, to: string][] = [
  ['/', '/home'],
  ['/en', '/en/home'],
  ['/valverepairdndmaintenance', '/ValveRepairDndMaintenance'],
  ['/valveRepairDndMaintenance', '/ValveRepairDndMaintenance'],
  ['/NEWS', '/News'],
  ['/en/companyprofile', '/en/CompanyProfile'],
  ['/Honor', '/honor'],
  ['/newsdetail?id=1', '/NewsDetail?id=1'],
]

for (const [from, to] of redirects) {
  test(`${from} redirects to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(new URL(response.headers().location, 'http://x').pathname + new URL(response.headers().location, 'http://x').search).toBe(to)
  })
}

test('the canonical spelling answers directly', async ({ request }) => {
  const response = await request.get('/ValveRepairDndMaintenance', { maxRedirects: 0 })
  expect(response.status()).toBe(200)
})
