import { expect, test } from '@playwright/test'

/**
 * A page preloads its own largest picture and nothing else. A picture preloaded by a server
 * component goes into the page's RSC payload as a hint, and Next's link prefetching applies the
 * hints of each page it prefetches: every page would fetch the banners of the pages its menu links
 * to (src/components/ui/PreloadImage.tsx).
 */
test('prefetching the linked pages preloads none of their pictures', async ({ page }) => {
  const preloaded: string[] = []
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/.test(message.text())) preloaded.push(message.text())
  })
  await page.goto('/contactUs')
  const own = await page.locator('link[rel="preload"][as="image"]').count()
  // the menu's and footer's links are prefetched when the browser is idle
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1500)
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(own)
  expect(preloaded).toEqual([])

  // the home page still preloads its banner, for the screen it is on
  await page.goto('/home')
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(2)
})
