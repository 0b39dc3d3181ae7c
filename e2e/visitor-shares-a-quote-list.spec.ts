import { expect, type Page, test } from '@playwright/test'

import enFinder from '../src/messages/en/finder.json' with { type: 'json' }
import zhFinder from '../src/messages/zh/finder.json' with { type: 'json' }
import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { vacuumValvePages } from '../src/siteMap'
import { type Locale, localized, ownClientAddress } from './support/member'
import { inChineseOnlyOnPhone } from './support/site'

const quote = { zh: zhFinder.finder.quote, en: enFinder.finder.quote }
const uhvPage = vacuumValvePages.find((v) => v.name === 'UHV')!
const uhv = { ...uhvPage, title: siteNames.vacuumValves[uhvPage.pageNumber] }

test.use({ extraHTTPHeaders: ownClientAddress() })

/** Adds UHV DN40 × 4 with a note from the product finder's results. */
async function addUhvLine(page: Page, locale: Locale) {
  await page.goto(localized(locale, '/productFinder?family=angle&flange=CF'))
  await page.getByTestId('finder-result').filter({ hasText: uhv.title[locale] }).getByTestId('add-to-quote').click()
  const dialog = page.getByTestId('add-to-quote-dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(quote[locale].size).selectOption('40')
  await dialog.getByLabel(quote[locale].quantity).fill('4')
  await dialog.getByLabel(quote[locale].note).fill('metal seat')
  await dialog.getByTestId('add-to-quote-confirm').click()
  await expect(dialog).toBeHidden()
}

for (const locale of ['zh', 'en'] as Locale[]) {
  test.describe(`sharing a quote list in ${locale}`, () => {
    inChineseOnlyOnPhone(locale)

    test(`a visitor shares a quote list and a colleague takes it over in another browser (${locale})`, async ({ page, browser }) => {
      const t = quote[locale]
      await addUhvLine(page, locale)
      await page.goto(localized(locale, '/contactUs'))
      await expect(page.getByTestId('quote-line')).toHaveCount(1)
      await page.getByRole('button', { name: t.share, exact: true }).click()
      const link = page.getByRole('textbox', { name: t.shareLink, exact: true })
      await expect(link).toHaveValue(new RegExp(`${localized(locale, '/quoteList/')}[A-Z0-9]{8}$`))
      await expect(page.getByRole('img', { name: t.qrLabel })).toBeVisible()
      const url = await link.inputValue()

      // a colleague: another browser with its own (empty) quote list and its own address
      const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor } = test.info().project.use
      const other = await browser.newContext({
        viewport,
        userAgent,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        extraHTTPHeaders: ownClientAddress(),
      })
      try {
        const colleague = await other.newPage()
        await colleague.goto(url)
        await expect(colleague.getByRole('heading', { level: 1, name: t.sharedTitle })).toBeVisible()
        const line = colleague.getByTestId('shared-quote-line')
        await expect(line).toHaveCount(1)
        await expect(line.getByRole('rowheader')).toHaveText(uhv.title[locale])
        await expect(line).toContainText('DN40')
        await expect(line).toContainText('metal seat')
        await expect(line.getByRole('cell').nth(2)).toHaveText('4')
        // read-only: nothing on the shared page changes the list
        await expect(colleague.getByTestId('shared-quote-lines').getByRole('spinbutton')).toHaveCount(0)
        await expect(colleague.getByRole('img', { name: t.qrLabel })).toBeVisible()

        await colleague.getByRole('button', { name: t.useList, exact: true }).click()
        await expect(colleague.getByText(t.used)).toBeVisible()
        await colleague.getByRole('link', { name: t.openList, exact: true }).click()
        const taken = colleague.getByTestId('quote-line')
        await expect(taken).toHaveCount(1)
        await expect(taken.getByRole('rowheader')).toHaveText(uhv.title[locale])
        await expect(taken.getByRole('spinbutton')).toHaveValue('4')
      } finally {
        await other.close()
      }
    })

    test(`a share link that never existed says so with a 404 (${locale})`, async ({ page }) => {
      const response = await page.goto(localized(locale, '/quoteList/ACDEFGHJ'))
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1, name: quote[locale].sharedGoneTitle })).toBeVisible()
      await expect(page.getByText(quote[locale].sharedGone)).toBeVisible()
    })
  })
}
