import { expect, test } from '@playwright/test'

import { vacuumValves } from '../src/seed/data/vacuumValves'
import { pages, presysModelPages, vacuumValvePageByNumber, vacuumValvePages } from '../src/siteMap'
import { bothLocales, catalogueText, localizedHref, nextButton, signInAs, structuredData, walkNextChain } from './support/catalogue'
import { ownClientAddress, registerMemberByApi, type TestMember } from './support/member'

const clientAddress = ownClientAddress()
test.use({ extraHTTPHeaders: clientAddress })

let member: TestMember

// One member for the file: registering costs an SMS code, and the API limits codes per address.
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: clientAddress })
  member = await registerMemberByApi(api)
  await api.dispose()
})

/** Whether a valve page lists standard flanges: by its flag, and never for the rectangular valve. */
const showsFlanges = (pageNumber: number) => {
  const valve = vacuumValves.find((v) => v.pageNumber === pageNumber)
  return Boolean(valve?.showFlanges) && vacuumValvePageByNumber(pageNumber)?.name !== 'rectangularValve'
}

for (const locale of bothLocales) {
  const t = catalogueText[locale]

  test.describe(`a member (${locale})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await signInAs(context, baseURL ?? '', member.token)
    })

    test('walks the valves 1 → 8, with flanges only where the valve has them', async ({ page }) => {
      await page.goto(localizedHref(locale, vacuumValvePages[0].path))
      const visited = await walkNextChain(page, async (path) => {
        const pageNumber = Number(path.match(/VacuumValve(\d)$/)?.[1])
        const properties = page.getByTestId('valve-properties')
        await expect(properties).toContainText(t.valve.size)
        await expect(properties).toContainText(t.valve.feedthrough)
        if (showsFlanges(pageNumber)) await expect(properties).toContainText(t.valve.standardFlanges)
        else await expect(properties).not.toContainText(t.valve.standardFlanges)
      })
      expect(visited).toEqual(vacuumValvePages.map((v) => localizedHref(locale, v.path)))
      await expect(nextButton(page)).toHaveCount(0)
      await expect(page.locator('#main').getByRole('link', { name: t.valve.backToValves })).toHaveAttribute(
        'href',
        localizedHref(locale, pages.vacuumValveMain.path),
      )
    })

    test('walks the Presys models 9 → 24', async ({ page }) => {
      await page.goto(localizedHref(locale, presysModelPages[0].path))
      const visited = await walkNextChain(page, async () => {
        await expect(page.getByTestId('not-published')).toHaveCount(0)
        await expect(page.getByRole('heading', { name: t.presys.applications })).toBeVisible()
      })
      expect(visited).toEqual(presysModelPages.map((p) => localizedHref(locale, p.path)))
      await expect(page.locator('#main').getByRole('link', { name: t.presys.backToList })).toBeVisible()
    })

    test('opens a Presys model by its id as well as by its name', async ({ page }) => {
      await page.goto(`${localizedHref(locale, pages.presysDetail.path)}?id=12`)
      const byId = await page.locator('#main h1').textContent()
      await page.goto(`${localizedHref(locale, pages.presysDetail.path)}?form=Y70TWO`)
      await expect(page.locator('#main h1')).toHaveText(byId ?? '')
    })

    test('sees the drawing of the page language, as the product-detail call names it', async ({ page, request }) => {
      const valve = vacuumValvePages[0]
      const detail = await (await request.post('/api/product/detail', { data: { id: valve.productId } })).json()
      const drawing: string = locale === 'zh' ? detail.data.image : detail.data.image2
      const other: string = locale === 'zh' ? detail.data.image2 : detail.data.image
      expect(drawing).toBeTruthy()
      expect(drawing).not.toBe(other)

      await page.goto(localizedHref(locale, valve.path))
      const src = await page.getByTestId('technical-drawing').locator('img').getAttribute('src')
      const shown = decodeURIComponent(new URL(src ?? '', 'http://site.test').searchParams.get('url') ?? src ?? '')
      expect(new URL(drawing, 'http://site.test').pathname).toBe(new URL(shown, 'http://site.test').pathname)
    })

    test('switches to the download tab with the keyboard and downloads the datasheet', async ({ page }) => {
      await page.goto(localizedHref(locale, vacuumValvePages[0].path))
      const dataTab = page.getByRole('tab', { name: t.valve.technicalData })
      await expect(dataTab).toHaveAttribute('aria-selected', 'true')
      await dataTab.focus()
      await page.keyboard.press('ArrowRight')
      const downloadTab = page.getByRole('tab', { name: t.valve.downloadFile })
      await expect(downloadTab).toHaveAttribute('aria-selected', 'true')
      const panel = page.getByRole('tabpanel')
      // the file's real size, as the download centre lists it
      await expect(panel.getByTestId('download-badge')).toHaveText(/^PDF, \d+(\.\d)? MB$/)

      // the file opens in a tab of its own (which shows it, or saves it where the browser has no PDF viewer)
      const [tab, opened] = await Promise.all([
        page.waitForEvent('popup'),
        page.context().waitForEvent('request', (request) => /\/files\/datasheet\//.test(request.url())),
        panel.getByRole('button').click(),
      ])
      expect(opened.frame().page()).toBe(tab)
    })

    test('finds structured data about the valve on its page', async ({ page }) => {
      await page.goto(localizedHref(locale, vacuumValvePages[2].path))
      const data = await structuredData(page)
      const product = data.find((d) => d['@type'] === 'Product')
      expect(product?.name).toBe(await page.locator('#main h1').textContent())
      const items = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[]
      expect(items.map((i) => new URL(i.item).pathname)).toEqual([
        localizedHref(locale, pages.home.path),
        localizedHref(locale, pages.vacuumValveMain.path),
        localizedHref(locale, vacuumValvePages[2].path),
      ])
    })
  })

  test(`a visitor sent to log in from a valve page comes back to it (${locale})`, async ({ page }) => {
    await page.goto(localizedHref(locale, vacuumValvePages[4].path))
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.login.path)}\\?redirect=`))
    await page.locator('#login-mobile').fill(member.mobile)
    await page.locator('#login-password').fill(member.password)
    await page.locator('#login-password').press('Enter')
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, vacuumValvePages[4].path)}$`))
    await expect(page.getByTestId('valve-properties')).toBeVisible()
  })
}
