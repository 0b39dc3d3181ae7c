import { expect, test } from '@playwright/test'

// A page left open must go quiet: a carousel that links to a redirected address had its link
// prefetched again each time the slide came round (6–7 requests every 12 s, for ever).
const pages = [
  { path: '/home', animates: true },
  { path: '/en/home', animates: true },
  { path: '/News', animates: false },
  { path: '/VacuumValveMain', animates: false },
  { path: '/honor', animates: true },
]

for (const { path, animates } of pages) {
  test(`${path} makes no requests in a loop while it stays open`, async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto(path)
    await page.waitForTimeout(3_000)
    const requests: string[] = []
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
    await page.waitForTimeout(12_000)
    if (animates) expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(4)
    else expect(requests, requests.join('\n')).toEqual([])
  })
}
