import { expect, test } from '@playwright/test'

import { pages } from '@/siteMap'

import { bothLocales, localizedHref } from './support/catalogue'

test.use({ locale: 'zh-CN' })

for (const locale of bothLocales) {
  test(`a keyword that names no product says so and lists what matches (${locale})`, async ({ page }) => {
    await page.goto(`${localizedHref(locale, pages.search.path)}?keyword=${encodeURIComponent('zzqx-unknown')}`)
    await expect(page.getByTestId('no-product')).toHaveText(
      locale === 'zh' ? '没有与“zzqx-unknown”匹配的产品。' : 'No product matches “zzqx-unknown”.',
    )
    await expect(page.locator('h1')).toContainText('zzqx-unknown')
  })

  test(`the results page lists product pages and downloads for a model name (${locale})`, async ({ page }) => {
    await page.goto(`${localizedHref(locale, pages.search.path)}?keyword=Y77`)
    await expect(page.getByTestId('no-product')).toHaveCount(0)
    await page.getByRole('link', { name: 'Presys Y77' }).click()
    // a visitor is sent to log in on the way to the model page
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.login.path)}\\?redirect=`))
  })

  test(`an empty keyword on the results page does not search (${locale})`, async ({ page }) => {
    await page.goto(`${localizedHref(locale, pages.search.path)}?keyword=Y77`)
    const box = page.getByRole('searchbox')
    await box.fill('   ')
    await box.press('Enter')
    await expect(page).toHaveURL(/keyword=Y77$/)
  })
}
