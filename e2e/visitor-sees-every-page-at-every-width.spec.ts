import { expect, type Page, test } from '@playwright/test'

import { locales, localizedHref } from '../src/siteMap'

import { layoutFlaws, publicRoutes, sweepWidths } from './support/layout'
import { isPhone, newestArticleId } from './support/site'

// The sweep sets the sizes itself, so it runs on the desktop project. Each page is loaded once, at
// the narrowest width, and then resized through the others, as a visitor turning a tablet or
// widening a window would: the layout is CSS, and the one script that counts on the width (the
// carousel's slides a view) follows the browser's media-query changes, so a resized page shows
// what a page loaded at that width shows (the phone project loads its pages at 390 px).
test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'the sweep sets its own widths'))
// the tests walk their share of the pages on their own: they spread over the workers
test.describe.configure({ mode: 'parallel', timeout: 120_000 })

/** Two frames: what a resize sets off (media-query listeners, React's render) has been painted. */
const settled = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))

const parts = 3
for (const locale of locales) {
  for (let part = 0; part < parts; part++) {
    test(`a visitor at ${sweepWidths.join(', ')} px sees the ${locale} pages (part ${part + 1} of ${parts}) without sideways scroll, clipped controls or placeholders`, async ({
      page,
    }) => {
      const routes = [...publicRoutes, `/NewsDetail?id=${await newestArticleId(page, locale)}`]
      const share = Math.ceil(routes.length / parts)
      const flaws: string[] = []
      for (const route of routes.slice(part * share, (part + 1) * share)) {
        const path = localizedHref(locale, route)
        await page.setViewportSize({ width: sweepWidths[0], height: 900 })
        const response = await page.goto(path, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        await page.evaluate(() => document.fonts.ready)
        for (const width of sweepWidths) {
          await page.setViewportSize({ width, height: 900 })
          await settled(page)
          for (const flaw of await layoutFlaws(page, locale)) flaws.push(`${path} at ${width} px: ${flaw.what} — ${flaw.where}`)
        }
      }
      expect(flaws).toEqual([])
    })
  }
}

for (const locale of locales) {
  test(`the ${locale} company name stays inside the header at every desktop width, on two lines at most`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 })
    await page.goto(localizedHref(locale, '/home'))
    await page.evaluate(() => document.fonts.ready)
    const flaws: string[] = []
    for (let width = 1024; width <= 1920; width += 64) {
      await page.setViewportSize({ width, height: 900 })
      for (const flaw of await layoutFlaws(page, locale))
        if (flaw.what === 'sticks out of the header') flaws.push(`${width} px: ${flaw.where}`)
      const name = page.locator('header a[href$="/home"] span').first()
      const lines = await name.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)))
      if (lines > 2) flaws.push(`${width} px: the name takes ${lines} lines`)
    }
    expect(flaws).toEqual([])
  })
}
