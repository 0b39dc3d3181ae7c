import { expect, type Page, test } from '@playwright/test'

import enFinder from '../src/messages/en/finder.json' with { type: 'json' }
import zhFinder from '../src/messages/zh/finder.json' with { type: 'json' }
import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { presysModelPages, vacuumValvePages } from '../src/siteMap'
import { type Locale, localized } from './support/member'
import { fill, inChineseOnlyOnPhone, isPhone } from './support/site'

const texts = { zh: zhFinder.finder, en: enFinder.finder }
const y78Page = presysModelPages.find((p) => p.name === 'y78')!
const y78 = { ...y78Page, title: siteNames.presysModels[y78Page.id] }
const uhvPage = vacuumValvePages.find((v) => v.name === 'UHV')!
const uhv = { ...uhvPage, title: siteNames.vacuumValves[uhvPage.pageNumber] }

/** Ticks a filter value; with JavaScript the form submits itself and the address changes. */
async function choose(page: Page, name: string, value: string) {
  const input = page.locator(`#main input[name="${name}"][value="${value}"]`)
  await Promise.all([page.waitForURL(new RegExp(`[?&]${name}=${value.replace('+', '\\+')}`)), input.check()])
}

const resultTitles = (page: Page) => page.getByTestId('finder-result-title').allTextContents()

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test.describe(`product finder (${locale})`, () => {
    inChineseOnlyOnPhone(locale)

    test('a visitor enters "DN 100, CF, pneumatic, down to 1e-9 mbar, bakeable to 200 °C" and gets the UHV gate valve', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/productFinder'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.page.title)
      // the whole catalogue, eight to a page
      await expect(page.getByTestId('finder-count')).toContainText('30')
      await expect(page.getByTestId('finder-result')).toHaveCount(8)
      const pager = page.getByTestId('finder-pages')
      await expect(pager.locator('[aria-current="page"]')).toHaveText('1')
      await pager.getByRole('link', { name: fill(t.page.pageNumber, { n: 4 }) }).click()
      await expect(page).toHaveURL(/page=4/)
      await expect(page.getByTestId('finder-result')).toHaveCount(6)
      await expect(page.getByTestId('finder-range')).toHaveText(fill(t.page.shownRange, { from: 25, to: 30 }))
      await pager.getByRole('link', { name: t.page.previousPage }).click()
      await expect(pager.locator('[aria-current="page"]')).toHaveText('3')

      await choose(page, 'size', '100')
      await choose(page, 'flange', 'CF')
      await choose(page, 'actuation', 'pneumatic')
      await choose(page, 'pressure', '1e-9')
      // with four filters, the count beside "bakeable to 200 °C" says what the last choice will leave
      await expect(
        page
          .getByTestId('filter-bakeout')
          .locator('label', { has: page.locator('input[value="200"]') })
          .getByTestId('facet-count'),
      ).toHaveText('1')
      await choose(page, 'bakeout', '200')

      expect(await resultTitles(page)).toEqual([y78.title[locale]])
      await expect(page.getByTestId('matching-size')).toHaveText(['DN100'])
      await expect(page).toHaveURL(/size=100&flange=CF&actuation=pneumatic&pressure=1e-9&bakeout=200/)

      // the back button goes to the previous choice, with its own results
      await page.goBack()
      await expect(page).not.toHaveURL(/bakeout=/)
      expect((await resultTitles(page)).length).toBeGreaterThan(1)
      expect(await resultTitles(page)).toContain(y78.title[locale])
    })

    test('a change of filter is answered in the page at once, without asking the server, and back shows the last answer', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/productFinder'))
      await expect(page.getByTestId('finder-count')).toContainText('30')
      // the server's HTML shows the count at once; a click before the page's script has taken over the
      // finder would be the GET form's own (answered on "apply"), and nothing in the page would change.
      // The form itself is hydrated by this first click, which it is then handed (decision 050), so the
      // time below includes that hydration
      await expect(page.getByTestId('finder-answers')).toHaveAttribute('data-ready', 'true')
      // what the page asks of the server from here on: documents and data, not pictures
      const asked: string[] = []
      page.on('request', (request) => {
        if (['document', 'fetch', 'xhr'].includes(request.resourceType())) asked.push(`${request.method()} ${request.url()}`)
      })
      // from the click to the new count in the page, timed in the page
      const milliseconds = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const count = document.querySelector('[data-testid="finder-count"]') as HTMLElement
            const before = count.textContent
            const start = performance.now()
            new MutationObserver(() => {
              if (count.textContent !== before) resolve(performance.now() - start)
            }).observe(count, { childList: true, characterData: true, subtree: true })
            ;(document.querySelector('#main input[name="family"][value="angle"]') as HTMLInputElement).click()
          }),
      )
      expect(milliseconds).toBeLessThan(100)
      await expect(page).toHaveURL(/\?family=angle$/)
      await choose(page, 'bakeout', '250')
      expect(await resultTitles(page)).toEqual([uhv.title[locale]])
      await page.getByTestId('pressure-unit').selectOption('Torr')
      await expect(page).toHaveURL(/unit=Torr/)
      await expect(page.getByTestId('finder-result').first()).toContainText('Torr')
      await page.goBack()
      await expect(page).not.toHaveURL(/unit=/)
      await page.goBack()
      await expect(page).toHaveURL(/\?family=angle$/)
      await expect(page.locator('#main input[name="bakeout"][value="250"]')).not.toBeChecked()
      expect((await resultTitles(page)).length).toBeGreaterThan(1)
      await page.getByRole('link', { name: t.page.reset }).click()
      await expect(page.getByTestId('finder-count')).toContainText('30')
      await expect(page.locator('#main input[name="family"]:checked')).toHaveCount(0)
      expect(asked).toEqual([])
    })

    test('a shared finder address shows the same results, and unknown values are ignored', async ({ page }) => {
      const response = await page.goto(localized(locale, '/productFinder?family=angle&bakeout=250&flange=XYZ&size=abc&pressure=7'))
      expect(response?.status()).toBe(200)
      expect(await resultTitles(page)).toEqual([uhv.title[locale]])
      await expect(page.locator('#main input[name="family"][value="angle"]')).toBeChecked()
    })

    test('pressures follow the unit the visitor picks, and the choice is remembered', async ({ page }) => {
      await page.goto(localized(locale, '/productFinder?family=angle&bakeout=250'))
      const card = page.getByTestId('finder-result').first()
      await expect(card).toContainText('1×10⁻¹¹ mbar')
      await Promise.all([page.waitForURL(/unit=Pa/), page.getByTestId('pressure-unit').selectOption('Pa')])
      await expect(page.getByTestId('finder-result').first()).toContainText('1×10⁻⁹ Pa')
      await page.goto(localized(locale, '/productFinder?family=angle&bakeout=250'))
      await expect(page.getByTestId('finder-result').first()).toContainText('Pa')
    })

    test('the finder is linked from the main menu, the home search block and the search results', async ({ page }, testInfo) => {
      const finder = localized(locale, '/productFinder')
      await page.goto(localized(locale, '/home'))
      await expect(page.getByTestId('finder-link')).toHaveAttribute('href', finder)
      if (!isPhone(testInfo)) await expect(page.locator(`header nav a[href="${finder}"]`).first()).toBeVisible()
      await page.goto(localized(locale, '/search?keyword=nothing-matches'))
      await expect(page.getByTestId('finder-link')).toHaveAttribute('href', finder)
    })

    test("a link to the finder opens it in place: Next's router gets the page's data without a round of redirects", async ({
      page,
      request,
    }) => {
      const finder = localized(locale, '/productFinder')
      // the router's fetch, as a link's prefetch asks it (a redirect loop throws here)
      const data = await request.get(finder, { headers: { RSC: '1' } })
      expect(data.status()).toBe(200)
      expect(data.headers()['content-type']).toContain('text/x-component')

      const redirected: string[] = []
      page.on('requestfailed', (failed) => {
        if (/REDIRECT/i.test(failed.failure()?.errorText ?? '')) redirected.push(failed.url())
      })
      await page.goto(localized(locale, '/home'))
      await page.getByTestId('finder-link').click()
      await expect(page).toHaveURL(new RegExp(`${finder}$`))
      await expect(page.locator('#main input[name="family"]').first()).toBeAttached()
      expect(redirected).toEqual([])
    })
  })
}

test('the finder works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/productFinder')
  await page.locator('#main input[name="family"][value="angle"]').check()
  await page.locator('#main input[name="bakeout"][value="250"]').check()
  await page.getByTestId('finder-apply').click()
  await expect(page).toHaveURL(/family=angle/)
  expect(await resultTitles(page)).toEqual([uhv.title.en])
  await context.close()
})
