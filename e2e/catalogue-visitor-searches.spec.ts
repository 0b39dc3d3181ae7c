import { expect, type Page, test, type TestInfo } from '@playwright/test'

import { pages } from '../src/siteMap'
import { bothLocales, catalogueText, localizedHref } from './support/catalogue'
import { ownClientAddress } from './support/member'
import { fill, inChineseOnlyOnPhone, openMobileMenuIfPhone } from './support/site'

test.use({ extraHTTPHeaders: ownClientAddress() })

/** The header's search box: in the header on a desktop, in the hamburger menu on a phone. */
async function headerSearch(page: Page, testInfo: TestInfo) {
  await openMobileMenuIfPhone(page, testInfo)
  const scope = testInfo.project.name === 'phone' ? page.locator('#mobile-menu') : page.locator('header')
  return scope.getByRole('combobox')
}

for (const locale of bothLocales) {
  test.describe(`searching in ${locale}`, () => {
    inChineseOnlyOnPhone(locale)

    const t = catalogueText[locale]

    test(`searching a product name in the header opens its page (${locale})`, async ({ page }, testInfo) => {
      await page.goto(localizedHref(locale, pages.home.path))
      const box = await headerSearch(page, testInfo)
      await box.fill('MNE')
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, '/mne')}$`))
    })

    test(`searching a Presys model leads to its page, through login for a visitor (${locale})`, async ({ page }, testInfo) => {
      await page.goto(localizedHref(locale, pages.home.path))
      const box = await headerSearch(page, testInfo)
      await box.fill('Y70-2')
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.login.path)}\\?redirect=`))
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/presysDetail?form=y70Two')
    })

    test(`an unknown keyword lands on the results page, which says no product matched (${locale})`, async ({ page }, testInfo) => {
      await page.goto(localizedHref(locale, pages.home.path))
      const box = await headerSearch(page, testInfo)
      await box.fill('zzqx-unknown')
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.search.path)}\\?keyword=zzqx-unknown$`))
      await expect(page.getByTestId('no-product')).toHaveText(fill(t.search.noProduct, { keyword: 'zzqx-unknown' }))
      await expect(page.locator('#main h1')).toContainText('zzqx-unknown')
    })

    test(`an empty keyword does nothing (${locale})`, async ({ page }, testInfo) => {
      await page.goto(localizedHref(locale, pages.download.path))
      const box = await headerSearch(page, testInfo)
      await box.fill('   ')
      await box.press('Enter')
      await page.waitForTimeout(500)
      await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.download.path)}$`))
    })

    test(`the results page lists the matching news and downloads with links (${locale})`, async ({ page }) => {
      const keyword = locale === 'zh' ? '阀' : 'valve'
      await page.goto(`${localizedHref(locale, pages.search.path)}?keyword=${encodeURIComponent(keyword)}`)
      const news = page.locator('section[aria-labelledby="search-news"] a')
      expect(await news.count()).toBeGreaterThan(0)
      await expect(news.first()).toHaveAttribute('href', new RegExp(`${localizedHref(locale, pages.newsDetail.path)}\\?id=\\d+$`))
      const downloads = page.locator('section[aria-labelledby="search-downloads"]').getByRole('rowheader')
      expect(await downloads.count()).toBeGreaterThan(0)
      for (const title of await downloads.allTextContents()) expect(title.toLowerCase()).toContain(keyword)
    })
  })
}
