import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

import enContact from '../src/messages/en/contact.json' with { type: 'json' }
import enFinder from '../src/messages/en/finder.json' with { type: 'json' }
import zhContact from '../src/messages/zh/contact.json' with { type: 'json' }
import zhFinder from '../src/messages/zh/finder.json' with { type: 'json' }
import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { otherProductPages, presysModelPages, vacuumValvePages } from '../src/siteMap'
import { editorFixtures, followLink, signInAsEditor } from './editor-staff'
import { captchaSolved } from './support/enquiries'
import { type Locale, localized, ownClientAddress, toast } from './support/member'
import { ownDataFile } from './support/servers'

const contact = { zh: zhContact.contact, en: enContact.contact }
const quote = { zh: zhFinder.finder.quote, en: enFinder.finder.quote }
const uhvPage = vacuumValvePages.find((v) => v.name === 'UHV')!
const uhv = { ...uhvPage, title: siteNames.vacuumValves[uhvPage.pageNumber] }
const y20Page = presysModelPages.find((p) => p.name === 'y20')!
const y20 = { ...y20Page, title: siteNames.presysModels[y20Page.id] }
const throttlePage = otherProductPages.find((o) => o.slug === 'throttleValve')!
const throttle = { ...throttlePage, title: siteNames.otherProducts[throttlePage.slug] }

test.use({ extraHTTPHeaders: ownClientAddress() })
test.beforeAll(() => editorFixtures())

/** Fills the add-to-quote dialog that a product's button opened. */
async function addLine(page: Page, locale: Locale, line: { size: string; flange?: string; quantity: string; note?: string }) {
  const dialog = page.getByTestId('add-to-quote-dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(quote[locale].size).selectOption(line.size)
  if (line.flange) await dialog.getByLabel(quote[locale].flange).selectOption(line.flange)
  await dialog.getByLabel(quote[locale].quantity).fill(line.quantity)
  if (line.note) await dialog.getByLabel(quote[locale].note).fill(line.note)
  await dialog.getByTestId('add-to-quote-confirm').click()
  await expect(dialog).toBeHidden()
}

const quoteCount = (page: Page) => page.locator('header').getByTestId('quote-count').locator('visible=true')

for (const locale of ['zh', 'en'] as Locale[]) {
  test(`a visitor builds a 3-line quote and sends it; staff see the lines (${locale})`, async ({ page }) => {
    const email = `quote-${locale}-${test.info().project.name}-${Date.now()}@example.com`
    // two lines from the finder's results
    await page.goto(localized(locale, '/productFinder?family=angle&flange=CF'))
    const card = (title: string) => page.getByTestId('finder-result').filter({ hasText: title })
    await card(uhv.title[locale]).getByTestId('add-to-quote').click()
    await addLine(page, locale, { size: '40', quantity: '4', note: 'metal seat' })
    await expect(quoteCount(page)).toHaveText('1')
    await card(y20.title[locale]).getByTestId('add-to-quote').click()
    await addLine(page, locale, { size: '25', flange: 'KF', quantity: '12' })
    await expect(quoteCount(page)).toHaveText('2')

    // one from a product page; the list is kept across visits
    await page.goto(localized(locale, throttle.path))
    await expect(quoteCount(page)).toHaveText('2')
    await page.getByTestId('add-to-quote').click()
    await addLine(page, locale, { size: '160', flange: 'ISO-F', quantity: '1' })
    await expect(quoteCount(page)).toHaveText('3')

    await page.goto(localized(locale, '/contactUs'))
    await expect(page.getByTestId('quote-line')).toHaveCount(3)
    const t = contact[locale]
    await page.getByLabel(t.form.ms, { exact: true }).check()
    await page.locator('#enquiry-familyname').fill('Quote')
    await page.locator('#enquiry-firstname').fill('Tester')
    await page.locator('#enquiry-mobile').fill('+49 30 1234567')
    await page.locator('#enquiry-email').fill(email)
    await page.locator('#enquiry-country').selectOption({ index: 5 })
    await page.locator('#enquiry-content').fill('Please quote my list.')
    await page.locator('#enquiry-consent').check()
    await captchaSolved(page)
    await page.getByRole('button', { name: t.form.submit, exact: true }).click()
    await expect(toast(page, t.form.sent)).toBeVisible()
    // sent: the list is empty again
    await expect(page.getByTestId('quote-line')).toHaveCount(0)
    await expect(quoteCount(page)).toHaveCount(0)

    // the notification mail lists the lines (sent beside the reply, so it may land a moment later)
    const mailAbout = async () =>
      (await readFile(ownDataFile('outbox', 'mail.jsonl'), 'utf8').catch(() => ''))
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { text: string })
        .findLast((m) => m.text.includes(email))
    await expect.poll(mailAbout).toBeDefined()
    const mail = await mailAbout()
    expect(mail?.text).toContain(`1. ${uhv.title.zh} / ${uhv.title.en} DN40 CF (ConFlat) × 4 (metal seat)`)
    expect(mail?.text).toContain(`2. ${y20.title.zh} / ${y20.title.en} DN25 ISO-KF × 12`)
    expect(mail?.text).toContain(`3. ${throttle.title.zh} / ${throttle.title.en} DN160 ISO-F × 1`)

    // staff open the enquiry in the inbox and see its lines (the admin is the same whatever language
    // the visitor wrote in: once, for the Chinese one)
    if (locale !== 'zh') return
    await page.context().clearCookies()
    await signInAsEditor(page)
    await page.goto(`/admin/collections/enquiries?where[email][equals]=${encodeURIComponent(email)}`)
    const row = page.locator('tbody tr').filter({ hasText: 'Tester' })
    await expect(row).toHaveCount(1)
    await followLink(page, row.getByRole('link').first())
    await expect(page.locator('#field-items')).toBeVisible()
    await expect(page.locator('#field-items input[name$="productTitle"]')).toHaveCount(3)
    await expect(page.locator('#field-items input[name="items.0.productTitle"]')).toHaveValue(`${uhv.title.zh} / ${uhv.title.en}`)
    await expect(page.locator('#field-items input[name="items.1.quantity"]')).toHaveValue('12')
  })
}

test('a quote line with a size the product does not come in is refused with a clear message', async ({ request }) => {
  const reply = await request.post('/api/user/feedback', {
    headers: { lang: 'en' },
    data: {
      nickname: 'Ms.',
      familyname: 'Li',
      firstname: 'Hua',
      mobile: '+86 139 1234 5678',
      content: 'x',
      country: 'Germany',
      email: 'li@example.com',
      consent: true,
      altcha: 'not-checked-before-the-items',
      items: [{ product: 'vacuum-valves:UHV', size: 100, flange: 'CF', quantity: 1 }],
    },
  })
  expect(await reply.json()).toEqual({
    code: 0,
    msg: 'UHV Angle Valve does not come in DN100 (available: DN16, DN25, DN40, DN63)',
    data: {},
  })
})
