import { expect, test } from '@playwright/test'

import { pages } from '@/siteMap'

import { bothLocales, chinese, localizedHref } from './support/catalogue'

test.use({ locale: 'zh-CN' })

const tabNames = {
  zh: ['真空阀门', '合作品牌阀门', '密封圈', '冷水机'],
  en: ['Vacuum valves', 'Partner valves', 'Sealing rings', 'Chillers'],
}

for (const locale of bothLocales) {
  test(`a visitor switches download tabs, shares the link and reloads (${locale})`, async ({ page }) => {
    await page.goto(localizedHref(locale, pages.download.path))
    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(tabNames[locale])
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')

    const panel = page.getByRole('tabpanel')
    await expect(panel).toHaveCount(1)
    const titles = panel.getByRole('rowheader')
    expect(await titles.count()).toBeGreaterThan(0)
    // each row: the title in the page's language, the size in MB, the extension and a download action
    for (const title of await titles.allTextContents()) expect(chinese.test(title)).toBe(locale === 'zh')
    await expect(panel.getByRole('row').nth(1)).toContainText(/\d+(\.\d+)? MB/)
    await expect(panel.getByRole('row').nth(1)).toContainText(/pdf/i)
    await expect(panel.getByRole('button').first()).toBeVisible()

    await page.getByRole('tab', { name: tabNames[locale][2] }).click()
    await expect(page).toHaveURL(/[?&]type=4\b/)
    await expect(page.getByRole('tab', { name: tabNames[locale][2] })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('rowheader').first()).toBeVisible()

    await page.reload()
    await expect(page.getByRole('tab', { name: tabNames[locale][2] })).toHaveAttribute('aria-selected', 'true')

    // arrow keys move between tabs
    await page.getByRole('tab', { name: tabNames[locale][2] }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: tabNames[locale][3] })).toBeFocused()
    await expect(page).toHaveURL(/[?&]type=5\b/)
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: tabNames[locale][0] })).toHaveAttribute('aria-selected', 'true')
  })

  test(`a shared link opens its tab, and a made-up type opens the first (${locale})`, async ({ page }) => {
    await page.goto(`${localizedHref(locale, pages.download.path)}?type=2`)
    await expect(page.getByRole('tab', { name: tabNames[locale][1] })).toHaveAttribute('aria-selected', 'true')
    await page.goto(`${localizedHref(locale, pages.download.path)}?type=%27%3Bdrop`)
    await expect(page.getByRole('tab', { name: tabNames[locale][0] })).toHaveAttribute('aria-selected', 'true')
  })
}
