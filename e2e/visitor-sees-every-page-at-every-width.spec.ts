import { expect, test } from '@playwright/test'

import { locales, localizedHref } from '../src/siteMap'

import { layoutFlaws, publicRoutes, sweepWidths } from './support/layout'
import { isPhone, newestArticleId } from './support/site'

// One page a width, walking every route: the sweep itself sets the sizes, so it runs on the desktop project.
test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'the sweep sets its own widths'))
// each test walks every page on its own: they spread over the workers
test.describe.configure({ mode: 'parallel', timeout: 120_000 })

for (const locale of locales) {
  for (const width of sweepWidths) {
    test(`a visitor at ${width} px sees every ${locale} page without sideways scroll, clipped controls or placeholders`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const article = `/NewsDetail?id=${await newestArticleId(page, locale)}`
      const flaws: string[] = []
      for (const route of [...publicRoutes, article]) {
        const path = localizedHref(locale, route)
        const response = await page.goto(path, { waitUntil: 'load' })
        expect(response?.status(), path).toBe(200)
        await page.evaluate(() => document.fonts.ready)
        for (const flaw of await layoutFlaws(page, locale)) flaws.push(`${path}: ${flaw.what} — ${flaw.where}`)
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
