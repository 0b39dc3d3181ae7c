import { expect, type Page, test } from '@playwright/test'

import enCalculator from '../src/messages/en/vacuumCalculator.json' with { type: 'json' }
import enFinder from '../src/messages/en/finder.json' with { type: 'json' }
import zhFinder from '../src/messages/zh/finder.json' with { type: 'json' }
import zhCalculator from '../src/messages/zh/vacuumCalculator.json' with { type: 'json' }
import { siteNames } from '../src/features/site/namesOfAFreshSite'
import { otherProductPages, vacuumValvePages } from '../src/siteMap'
import { type Locale, localized } from './support/member'
import { fill } from './support/site'

const texts = { zh: zhCalculator.vacuumCalculator, en: enCalculator.vacuumCalculator }
const quoteTexts = { zh: zhFinder.finder.quote, en: enFinder.finder.quote }
const gateValvePage = vacuumValvePages.find((v) => v.name === 'highVacuumGateValve')!
const gateValve = { key: `vacuum-valves:${gateValvePage.name}`, title: siteNames.vacuumValves[gateValvePage.pageNumber] }
const throttleValve = otherProductPages.find((p) => p.slug === 'throttleValve')!

/**
 * The engineer's system: a 50 l chamber pumped from 1000 to 1 mbar by a 100 l/s pump through 2 m
 * of 40 mm line and the gate valve at DN100 (909 l/s, derived from its bore). At 1 mbar the line
 * is in laminar flow (173 l/s), so S_eff = 1/(1/100 + 1/173 + 1/909) = 59.2 l/s and the pump-down
 * takes (50 l / 59.2 l/s)·ln 1000 = 5.83 s.
 */
const system = {
  volume: '50',
  startPressure: '1000',
  targetPressure: '1',
  pumpSpeed: '100',
  pumpSpeedUnit: 'l/s',
  lineLength: '2',
  lineDiameter: '40',
  valve: `${gateValve.key}@100`,
}
const effectiveSpeed = '59.2 l/s'

async function calculate(page: Page, locale: Locale, values: Partial<typeof system>) {
  const t = texts[locale].page
  const field = (label: string) => page.getByLabel(label, { exact: true })
  for (const [name, value] of Object.entries(values)) {
    if (name === 'pumpSpeedUnit') await field(fill(t.unitOf, { field: t.pumpSpeed })).selectOption(value)
    else if (name === 'valve') await field(t.catalogueValve).selectOption(value)
    else await field(t[name as 'volume' | 'startPressure' | 'targetPressure' | 'pumpSpeed' | 'lineLength' | 'lineDiameter']).fill(value)
  }
  await Promise.all([page.waitForURL(/volume=/), page.getByRole('button', { name: t.calculate, exact: true }).click()])
}

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test.describe(`vacuum calculator (${locale})`, () => {
    test('the figures are in the HTML the server sends', async ({ request }) => {
      const response = await request.get(`${localized(locale, '/vacuumCalculator')}?${new URLSearchParams(system)}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(effectiveSpeed)
      expect(html).toContain(fill(t.page.seconds, { value: '5.83' }))
      expect(html).toContain(t.page.results)
    })

    test('an engineer computes S_eff for a DN100 valve and finds the valves that reach it in the finder', async ({ page }) => {
      await page.goto(localized(locale, '/vacuumCalculator'))
      await calculate(page, locale, system)

      const results = page.getByRole('region', { name: t.page.results })
      await expect(results.getByTestId('result-effectiveSpeed')).toContainText(effectiveSpeed)
      await expect(results.getByTestId('result-valve')).toContainText('909 l/s')
      await expect(results.getByTestId('result-pumpDownTime')).toContainText(fill(t.page.seconds, { value: '5.83' }))
      // the line's molecular figure is shown at 1 mbar, marked as outside its formula's range
      await expect(results.getByTestId('result-lineMolecular').locator('[data-outside-validity="true"]')).toContainText(
        t.validity.notMolecular.split('{')[0].trim(),
      )

      // the valve goes to the quote list at its size, with the calculation as the line's note
      const note = fill(t.page.quoteNote, {
        speed: '59.2',
        volume: '50 l',
        pumpSpeed: '100 l/s',
        start: '1000 mbar',
        target: '1 mbar',
        line: fill(t.page.quoteNoteLine, { length: '2', diameter: '40' }),
      })
      await expect(results.getByTestId('calculator-quote-note')).toHaveText(note)
      await results.getByTestId('calculator-quote').getByTestId('add-to-quote').click()
      const dialog = page.getByTestId('add-to-quote-dialog')
      await expect(dialog.getByLabel(quoteTexts[locale].size)).toHaveValue('100')
      await expect(dialog.getByLabel(quoteTexts[locale].note)).toHaveValue(note)
      await dialog.getByTestId('add-to-quote-confirm').click()
      await expect(dialog).toBeHidden()

      await Promise.all([page.waitForURL(/productFinder/), results.getByTestId('calculator-finder-link').click()])
      await expect(page).toHaveURL(/size=100&pumpSpeed=100&lineConductance=[\d.]+&effectiveSpeed=59\.2/)
      await expect(page.locator('#main input[name="effectiveSpeed"]')).toHaveValue('59.2')
      const card = page
        .getByTestId('finder-result')
        .filter({ has: page.getByTestId('finder-result-title').getByText(gateValve.title[locale], { exact: true }) })
      await expect(card).toHaveCount(1)
      await expect(card.getByTestId('finder-result-speeds')).toContainText('DN100')

      await page.goto(localized(locale, '/contactUs'))
      await expect(page.getByTestId('quote-line').filter({ hasText: gateValve.title[locale] })).toContainText(note)
    })

    test('a refused input is answered beside its field, and no figures are shown', async ({ page }) => {
      await page.goto(localized(locale, '/vacuumCalculator'))
      await calculate(page, locale, { ...system, volume: '-5' })

      const volume = page.getByLabel(t.page.volume, { exact: true })
      await expect(volume).toHaveAttribute('aria-invalid', 'true')
      await expect(volume).toHaveValue('-5')
      const messageId = await volume.getAttribute('aria-describedby')
      await expect(page.locator(`[id="${messageId}"]`)).toHaveText(t.errors.volumePositive)
      await expect(page.getByTestId('calculator-refused')).toBeVisible()
      await expect(page.getByTestId('result-effectiveSpeed')).toHaveCount(0)
      await expect(page.getByTestId('calculator-finder-link')).toHaveCount(0)
    })

    test('"check on my system" on a product page opens the calculator with that valve', async ({ page }) => {
      await page.goto(localized(locale, throttleValve.path))
      await Promise.all([page.waitForURL(/vacuumCalculator\?valve=/), page.getByRole('link', { name: t.page.checkOnMySystem }).click()])
      await expect(page.getByLabel(t.page.catalogueValve, { exact: true })).toHaveValue(`other-products:${throttleValve.slug}@50`)
      await expect(page.getByTestId('calculator-refused')).toHaveCount(0)
    })
  })
}

test('the calculator works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/en/vacuumCalculator')
  await calculate(page, 'en', system)
  await expect(page.getByTestId('result-effectiveSpeed')).toContainText(effectiveSpeed)
  await context.close()
})
