import { expect, test } from '@playwright/test'

import { pages } from '../src/siteMap'
import { bothLocales, catalogueText, chinese, localizedHref } from './support/catalogue'
import { ownClientAddress } from './support/member'

test.use({ extraHTTPHeaders: ownClientAddress() })

for (const locale of bothLocales) {
  const t = catalogueText[locale]
  const tabNames = [t.downloadCentre.type1, t.downloadCentre.type2, t.downloadCentre.type4, t.downloadCentre.type5]

  test(`a visitor switches download tabs, shares the link and reloads (${locale})`, async ({ page }) => {
    await page.goto(localizedHref(locale, pages.download.path))
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(tabNames)
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')

    const panel = page.getByRole('tabpanel')
    await expect(panel).toHaveCount(1)
    const titles = panel.getByRole('rowheader')
    expect(await titles.count()).toBeGreaterThan(0)
    // each row: the title in the page's language, the size in MB, the extension and a download action
    for (const title of await titles.allTextContents()) expect(chinese.test(title), title).toBe(locale === 'zh')
    const firstRow = panel.getByRole('row').nth(1)
    await expect(firstRow).toContainText(/\d+(\.\d+)? MB/)
    await expect(firstRow).toContainText(/pdf/i)
    await expect(firstRow.getByRole('button')).toBeVisible()

    await page.getByRole('tab', { name: tabNames[2] }).click()
    await expect(page).toHaveURL(/[?&]type=4\b/)
    await expect(page.getByRole('tab', { name: tabNames[2] })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('rowheader').first()).toBeVisible()

    await page.reload()
    await expect(page.getByRole('tab', { name: tabNames[2] })).toHaveAttribute('aria-selected', 'true')

    // arrow keys move between tabs and wrap around
    await page.getByRole('tab', { name: tabNames[2] }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: tabNames[3] })).toBeFocused()
    await expect(page).toHaveURL(/[?&]type=5\b/)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: tabNames[0] })).toHaveAttribute('aria-selected', 'true')
  })

  test(`a visitor sees every tab and a one-line download button in each row (${locale})`, async ({ page }) => {
    await page.goto(localizedHref(locale, pages.download.path))
    const width = page.viewportSize()?.width ?? 0
    for (const tab of await page.getByRole('tab').all()) {
      const box = await tab.boundingBox()
      expect(box && box.x >= 0 && box.x + box.width <= width, `${await tab.textContent()} is on screen`).toBe(true)
    }
    const buttons = page.getByRole('tabpanel').getByRole('button')
    expect(await buttons.count()).toBeGreaterThan(0)
    for (const button of await buttons.all()) {
      // one line of text: the button is no taller than its padding and a single line box
      const lines = await button.evaluate((el) => {
        const tops = new Set<number>()
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
        }
        return tops.size
      })
      expect(lines, (await button.textContent()) ?? '').toBe(1)
    }
  })

  test(`a shared link opens its tab, and a made-up type opens the first (${locale})`, async ({ page }) => {
    await page.goto(`${localizedHref(locale, pages.download.path)}?type=2`)
    await expect(page.getByRole('tab', { name: tabNames[1] })).toHaveAttribute('aria-selected', 'true')
    await page.goto(`${localizedHref(locale, pages.download.path)}?type=%27%3Bdrop`)
    await expect(page.getByRole('tab', { name: tabNames[0] })).toHaveAttribute('aria-selected', 'true')
  })

  test(`a visitor who asks for a file is told to log in and taken there (${locale})`, async ({ page }) => {
    await page.goto(`${localizedHref(locale, pages.download.path)}?type=2`)
    await page.getByRole('tabpanel').getByRole('button').first().click()
    await expect(page.locator('[data-sonner-toast]')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.login.path)}\\?redirect=`))
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${pages.download.path}?type=2`)
  })
}
