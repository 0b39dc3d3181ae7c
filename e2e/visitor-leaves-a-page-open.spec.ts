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

test('pages left open make no requests in a loop: at most 4 in 12 s where a carousel turns, none elsewhere', async ({ context }) => {
  test.setTimeout(90_000)
  // side by side, each in its own tab: 3 s to settle, then 12 s counted
  const counted = await Promise.all(
    pages.map(async ({ path, animates }) => {
      const page = await context.newPage()
      await page.goto(path)
      await page.waitForTimeout(3_000)
      const requests: string[] = []
      page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`))
      await page.waitForTimeout(12_000)
      await page.close()
      return { path, animates, requests }
    }),
  )
  for (const { path, animates, requests } of counted) {
    if (animates) expect(requests.length, `${path}:\n${requests.join('\n')}`).toBeLessThanOrEqual(4)
    else expect(requests, path).toEqual([])
  }
})
