import { expect, type Page, test } from '@playwright/test'

/** The router's fetches of pages ahead of a click (`?_rsc=`), as they leave the browser. */
function countPrefetches(page: Page): string[] {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.has('_rsc')) fetched.push(request.url())
  })
  return fetched
}

/** The header's and footer's links the visitor can see, a few of them. */
const visibleLinks = (page: Page) => page.locator('header a[href^="/"]:visible, footer a[href^="/"]:visible')

/**
 * A page preloads its own largest picture and nothing else. A picture preloaded by a server
 * component goes into the page's RSC payload as a hint, and Next's link prefetching applies the
 * hints of each page it prefetches: every page would fetch the banners of the pages its menu links
 * to (src/ui/PreloadImage.tsx).
 */
test('prefetching the linked pages preloads none of their pictures', async ({ page }) => {
  const preloaded: string[] = []
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) preloaded.push(message.text())
  })
  const prefetched = countPrefetches(page)
  await page.goto('/contactUs')
  const own = await page.locator('link[rel="preload"][as="image"]').count()
  // a link's page is fetched ahead when the pointer comes over it (src/ui/Link.tsx)
  const links = visibleLinks(page)
  const count = Math.min(await links.count(), 8)
  for (let i = 0; i < count; i++) await links.nth(i).hover()
  await expect.poll(() => prefetched.length).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1500)
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(own)
  expect(preloaded).toEqual([])

  // the home page still preloads its banner, for the screen it is on
  await page.goto('/home')
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(2)
})

test('links in view are not fetched ahead; a link pointed at or focused is, and opens without a reload', async ({ page }) => {
  const prefetched = countPrefetches(page)
  await page.goto('/home')
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1500)
  expect(prefetched).toEqual([])

  // a footer's link to another page: the footer is the same at either size
  const link = page.locator('footer a[href^="/"]:visible:not([href="/home"])').first()
  const path = (await link.getAttribute('href')) ?? ''
  await link.focus()
  await expect.poll(() => prefetched.some((url) => new URL(url).pathname === path)).toBe(true)

  // the client router opens it: the page is not loaded again (a mark left on window survives)
  await page.evaluate(() => Object.assign(window, { stayed: true }))
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})
