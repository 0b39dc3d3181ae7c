import { expect, type Page, test } from '@playwright/test'

import enCompare from '../src/messages/en/compare.json' with { type: 'json' }
import enFinder from '../src/messages/en/finder.json' with { type: 'json' }
import zhCompare from '../src/messages/zh/compare.json' with { type: 'json' }
import zhFinder from '../src/messages/zh/finder.json' with { type: 'json' }
import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { otherProductPages, presysModelPages, vacuumValvePages } from '../src/siteMap'
import { type Locale, localized } from './support/member'
import { fill, inChineseOnlyOnPhone, isPhone } from './support/site'

const texts = { zh: zhCompare.compare, en: enCompare.compare }
const specNames = { zh: zhFinder.finder.specs, en: enFinder.finder.specs }

// the gate valve MGV/AGV and the high-vacuum angle valve as seeded: they share actuation, leak rate
// and maximum temperature, and differ in family, sizes, flanges, pressure range, materials and
// conductances
const gate = { key: 'vacuumValve:1', title: siteNames.vacuumValves[1] }
const angle = { key: 'vacuumValve:3', title: siteNames.vacuumValves[3] }
const equalRows = 3
const differingRows = 7
const pair = `p=${gate.key}&p=${angle.key}`

const finderCard = (page: Page, title: string) =>
  page.getByTestId('finder-result').filter({ has: page.getByTestId('finder-result-title').getByText(title, { exact: true }) })

const rowHeader = (page: Page, name: string) => page.getByTestId('compare-table').getByRole('rowheader', { name, exact: true })

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]
  const spec = specNames[locale]
  const differs = (name: string) => `${t.page.differs}: ${name}`

  test.describe(`comparing products (${locale})`, () => {
    inChineseOnlyOnPhone(locale)

    test('an engineer picks two valves in the finder and reads their differences side by side', async ({ page }) => {
      await page.goto(localized(locale, '/productFinder'))
      // the page's script has the finder (before it, the button asks the server for that product's comparison)
      await expect(page.getByTestId('finder-answers')).toHaveAttribute('data-ready', 'true')
      for (const valve of [gate, angle]) {
        const toggle = finderCard(page, valve.title[locale]).getByRole('button', { name: `${t.choose.add} ${valve.title[locale]}` })
        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-pressed', 'true')
      }
      const bar = page.getByTestId('compare-bar')
      await bar.getByRole('link', { name: fill(t.choose.open, { count: 2 }) }).click()
      await expect(page).toHaveURL(new RegExp(`/compare\\?${pair}$`))

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteNames.pages.compare[locale])
      await expect(page.getByTestId('compare-product')).toHaveText([
        new RegExp(gate.title[locale].replace('/', '\\/')),
        new RegExp(angle.title[locale]),
      ])
      // differing rows carry a marker that screen readers read as "differs"; equal rows do not
      await expect(rowHeader(page, differs(spec.family))).toBeVisible()
      await expect(rowHeader(page, differs(spec.flanges))).toBeVisible()
      await expect(rowHeader(page, spec.actuation)).toBeVisible()
      await expect(rowHeader(page, spec.leakRate)).toBeVisible()
      await expect(page.locator('[data-testid="compare-row"][data-differs="true"]')).toHaveCount(differingRows)

      // the equal rows fold away and come back, and the address says which
      await page.getByRole('link', { name: fill(t.page.hideSame, { count: equalRows }) }).click()
      await expect(page).toHaveURL(/same=hide/)
      await expect(page.getByText(fill(t.page.sameHidden, { count: equalRows }))).toBeVisible()
      await expect(rowHeader(page, spec.actuation)).toHaveCount(0)
      await expect(rowHeader(page, differs(spec.family))).toBeVisible()
      await page.getByRole('link', { name: fill(t.page.showSame, { count: equalRows }) }).click()
      await expect(rowHeader(page, spec.actuation)).toBeVisible()

      // removing a product is a link to the comparison without it
      await page.getByRole('link', { name: fill(t.page.removeLabel, { name: angle.title[locale] }) }).click()
      await expect(page).toHaveURL(new RegExp(`/compare\\?p=${gate.key}$`))
      await expect(page.getByTestId('compare-product')).toHaveCount(1)
    })

    test('a shared comparison address reopens the same table, already in the server HTML', async ({ browser, request }) => {
      const address = localized(locale, `/compare?${pair}&same=hide`)
      const html = await (await request.get(address)).text()
      expect(html).toContain('data-testid="compare-table"')
      expect(html).toContain(gate.title[locale])
      expect(html).toContain(angle.title[locale])
      expect(html.match(/data-differs="true"/g)).toHaveLength(differingRows)
      expect(html).toContain(`${t.page.differs}: `)
      expect(html).toMatch(/<meta name="robots" content="noindex, follow"/)

      // another visitor, without JavaScript, sees the same rows
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(address)
      await expect(page.getByTestId('compare-product')).toHaveCount(2)
      await expect(page.locator('[data-testid="compare-row"]')).toHaveCount(differingRows)
      await expect(rowHeader(page, spec.actuation)).toHaveCount(0)

      // without JavaScript a card's "compare" button opens the comparison of that product alone
      await page.goto(localized(locale, '/productFinder'))
      await finderCard(page, gate.title[locale]).getByTestId('compare-toggle').click()
      await expect(page).toHaveURL(/\/compare\?p=/)
      await expect(page.getByTestId('compare-product')).toHaveCount(1)
      await expect(page.getByTestId('compare-product')).toContainText(gate.title[locale])
      await context.close()
    })

    test('unknown products and a fifth one are left out, and the page says so', async ({ page }) => {
      await page.goto(localized(locale, `/compare?p=${gate.key}&p=vacuumValve:99&p=${gate.key}`))
      await expect(page.getByTestId('compare-notice')).toHaveText(fill(t.page.unknown, { keys: 'vacuumValve:99' }))
      await expect(page.getByTestId('compare-product')).toHaveCount(1)
      // a choice of products is kept out of search engines; the page without one may be found
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      await page.goto(localized(locale, '/compare'))
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)

      const five = [
        gate.key,
        angle.key,
        'vacuumValve:4',
        `presysModel:${presysModelPages[0].id}`,
        `otherProduct:${otherProductPages[0].slug}`,
      ]
      await page.goto(localized(locale, `/compare?${five.map((key) => `p=${key}`).join('&')}`))
      await expect(page.getByTestId('compare-product')).toHaveCount(4)
      await expect(page.getByTestId('compare-notice')).toHaveText(
        fill(t.page.tooMany, { max: 4, names: siteNames.otherProducts[otherProductPages[0].slug][locale] }),
      )
    })

    test('on a phone the table scrolls sideways under its fixed first column', async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the table fits a desktop screen')
      const four = [gate.key, angle.key, `vacuumValve:${vacuumValvePages[3].pageNumber}`, `presysModel:${presysModelPages[0].id}`]
      await page.goto(localized(locale, `/compare?${four.map((key) => `p=${key}`).join('&')}`))
      const region = page.getByRole('region', { name: t.page.caption })
      await region.scrollIntoViewIfNeeded()
      expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
      await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
      await expect(page.getByTestId('compare-product').last()).toBeInViewport()
      await expect(rowHeader(page, differs(spec.family))).toBeInViewport()
    })
  })
}

test('a product page offers to compare the product', async ({ page }) => {
  const throttle = otherProductPages[0]
  await page.goto(localized('en', throttle.path))
  const toggle = page.getByRole('button', { name: `${texts.en.choose.add} ${siteNames.otherProducts[throttle.slug].en}` })
  // pressed or not once the page's script has read the browser's list
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await toggle.click()
  await expect(page.getByTestId('compare-bar').getByRole('link', { name: fill(texts.en.choose.open, { count: 1 }) })).toHaveAttribute(
    'href',
    `/en/compare?p=otherProduct:${throttle.slug}`,
  )
})
