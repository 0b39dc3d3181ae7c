import { expect, type Page, test } from '@playwright/test'

import enCalculator from '../src/messages/en/vacuumCalculator.json' with { type: 'json' }
import enFinder from '../src/messages/en/finder.json' with { type: 'json' }
import zhFinder from '../src/messages/zh/finder.json' with { type: 'json' }
import zhCalculator from '../src/messages/zh/vacuumCalculator.json' with { type: 'json' }
import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { otherProductPages, vacuumValvePages } from '../src/siteMap'
import { type Locale, localized } from './support/member'
import { fill } from './support/site'

const texts = { zh: zhCalculator.vacuumCalculator, en: enCalculator.vacuumCalculator }
const quoteTexts = { zh: zhFinder.finder.quote, en: enFinder.finder.quote }
const gateValvePage = vacuumValvePages.find((v) => v.name === 'highVacuumGateValve')!
const gateValve = { key: `vacuum-valves:${gateValvePage.name}`, title: siteNames.vacuumValves[gateValvePage.pageNumber] }
const throttleValve = otherProductPages.find((p) => p.slug === 'throttleValve')!

/**
 * The engineer's system: a 50 l chamber pumped from 1000 to 1 mbar by a 100 l/s pump through the
 * gate valve at DN100 (909 l/s, derived from its bore) and 2 m of 40 mm line. At 1 mbar in the
 * chamber the line is in laminar flow between 0.94 mbar behind the valve and 0.53 mbar at the pump
 * (131 l/s by Leybold's formula at the mean pressure), so S_eff = 1/(1/100 + 1/131 + 1/909) = 53.3 l/s;
 * the pump-down, integrated over the pressure, takes 4.19 s (the handbook cases in
 * src/features/vacuumCalculator/handbookReference.test.ts compute both independently).
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
const effectiveSpeed = '53.3 l/s'
const pumpDownSeconds = '4.19'

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
      expect(html).toContain(fill(t.page.seconds, { value: pumpDownSeconds }))
      expect(html).toContain(t.page.results)
    })

    test('an engineer computes S_eff for a DN100 valve and finds the valves that reach it in the finder', async ({ page }) => {
      await page.goto(localized(locale, '/vacuumCalculator'))
      await calculate(page, locale, system)

      const results = page.getByRole('region', { name: t.page.results })
      await expect(results.getByTestId('result-effectiveSpeed')).toContainText(effectiveSpeed)
      await expect(results.getByTestId('result-valve')).toContainText('909 l/s')
      await expect(results.getByTestId('result-pumpDownTime')).toContainText(fill(t.page.seconds, { value: pumpDownSeconds }))
      // the line's molecular figure is shown at 1 mbar, marked as outside its formula's range
      await expect(results.getByTestId('result-lineMolecular').locator('[data-outside-validity="true"]')).toContainText(
        t.validity.notMolecular.split('{')[0].trim(),
      )

      // the valve goes to the quote list at its size, with the calculation as the line's note
      const note = fill(t.page.quoteNote, {
        speed: '53.3',
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
      await expect(page).toHaveURL(/size=100&pumpSpeed=100&lineConductance=[\d.]+&effectiveSpeed=53\.3/)
      await expect(page.locator('#main input[name="effectiveSpeed"]')).toHaveValue('53.3')
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
      await expect(page.locator(`[id="${messageId}"]`)).toHaveText(
        fill(t.errors.volumeOutOfRange, { min: '1.00×10⁻³ l', max: '1.00×10⁷ l' }),
      )
      await expect(page.getByTestId('calculator-refused')).toBeVisible()
      await expect(page.getByTestId('result-effectiveSpeed')).toHaveCount(0)
      await expect(page.getByTestId('calculator-finder-link')).toHaveCount(0)
    })

    test('inputs beyond the model are answered by their fields, and no page shows NaN, Infinity or a mantissa of 10', async ({
      request,
    }) => {
      const refused = await request.get(
        `${localized(locale, '/vacuumCalculator')}?${new URLSearchParams({ ...system, targetPressure: '1e-320', lineDiameter: '1e308', temperature: '1000000' })}`,
      )
      const html = await refused.text()
      expect(html).toContain(fill(t.errors.pressureOutOfRange, { min: '1.00×10⁻¹⁰ mbar', max: '2,000 mbar' }))
      expect(html).toContain(fill(t.errors.diameterOutOfRange, { min: '0.100 mm', max: '5,000 mm' }))
      expect(html).toContain(fill(t.errors.temperatureOutOfRange, { min: '-70.0 °C', max: '700 °C' }))
      for (const query of [
        { ...system, targetPressure: '1e-10', lineLength: '1000', lineDiameter: '0.1' },
        { ...system, volume: '1e7' },
      ]) {
        const text = await (await request.get(`${localized(locale, '/vacuumCalculator')}?${new URLSearchParams(query)}`)).text()
        expect(text).toContain(t.page.results)
        expect(text).not.toMatch(/NaN|Infinity|(^|[^\d.,])10×10/)
      }
    })

    test('the gas load in sccm is counted from the gas temperature and names its reference conditions', async ({ page }) => {
      const hot = { volume: '100', startPressure: '1000', targetPressure: '1', pumpSpeed: '10', pumpSpeedUnit: 'l/s', temperature: '200' }
      await page.goto(`${localized(locale, '/vacuumCalculator')}?${new URLSearchParams(hot)}`)
      const gasLoad = page.getByTestId('result-gasLoad')
      await expect(gasLoad).toContainText('10.0 mbar·l/s = 1.00 Pa·m³/s = 342 sccm')
      await expect(gasLoad).toContainText(fill(t.page.sccmReference, { celsius: 0, mbar: '1013.25', temperature: '200' }))
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
