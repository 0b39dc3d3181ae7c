import { expect, test } from '@playwright/test'

import { memberProductPaths } from '../src/features/catalogue/catalogue'
import { otherProductPages, pages, presysModelPages, vacuumValvePages } from '../src/siteMap'
import {
  bothLocales,
  catalogueText,
  localizedHref,
  nextButton,
  publicCataloguePaths,
  structuredData,
  walkNextChain,
} from './support/catalogue'

for (const locale of bothLocales) {
  const t = catalogueText[locale]

  test.describe(`in ${locale}`, () => {
    for (const path of publicCataloguePaths) {
      test(`a visitor opens ${path} and the server's HTML carries its heading and content`, async ({ request }) => {
        const response = await request.get(localizedHref(locale, path), { maxRedirects: 0 })
        expect(response.status()).toBe(200)
        const html = await response.text()
        expect(html).toContain(`<html lang="${locale === 'zh' ? 'zh-CN' : 'en'}"`)
        expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
        // a product page without content says so: the seeded catalogue must be there
        expect(html).not.toContain('data-testid="not-published"')
      })
    }

    const memberPaths = [...vacuumValvePages.map((v) => v.path), ...presysModelPages.map((p) => p.path), '/presysDetail?id=12']
    for (const path of memberPaths) {
      test(`a visitor asking for ${path} is sent to log in and told where to come back`, async ({ request }) => {
        const response = await request.get(localizedHref(locale, path), { maxRedirects: 0 })
        expect([302, 303, 307]).toContain(response.status())
        const target = new URL(response.headers().location ?? '', 'http://site.test')
        expect(target.pathname).toBe(localizedHref(locale, pages.login.path))
        expect(target.searchParams.get('redirect')).toBe(path)
      })
    }

    test('a made-up Presys model is not found rather than an error', async ({ request }) => {
      for (const query of ['?form=nothing', '?id=25', '?id=abc', '']) {
        const response = await request.get(`${localizedHref(locale, pages.presysDetail.path)}${query}`, { maxRedirects: 0 })
        expect(response.status(), query).toBe(404)
      }
    })

    test('a visitor walks the other products from the throttle valve to the chiller', async ({ page }) => {
      await page.goto(localizedHref(locale, otherProductPages[0].path))
      const visited = await walkNextChain(page, async () => {
        await expect(page.getByTestId('download-badge')).toHaveText(/^PDF, \d+(\.\d)? MB$/)
      })
      expect(visited).toEqual(otherProductPages.map((o) => localizedHref(locale, o.path)))
      // the chiller, last, only goes back home; it has its spec table and its two model tables
      await expect(nextButton(page)).toHaveCount(0)
      await expect(page.locator('#main').getByRole('link', { name: t.backHome })).toHaveAttribute(
        'href',
        localizedHref(locale, pages.home.path),
      )
      await expect(page.locator('#main table')).toHaveCount(3)
      await expect(page.getByRole('heading', { name: t.other.fSeries })).toBeVisible()
    })

    test('a visitor sees the MNE seals in three pictures with their datasheet', async ({ page }) => {
      await page.goto(localizedHref(locale, '/mne'))
      await expect(page.getByTestId('product-images').locator('img')).toHaveCount(3)
      await expect(page.getByRole('button', { name: new RegExp(t.download.action) })).toBeVisible()
    })

    test('a product page tells search engines what it is and where it sits', async ({ page }) => {
      await page.goto(localizedHref(locale, '/throttleValve'))
      const data = await structuredData(page)
      const product = data.find((d) => d['@type'] === 'Product')
      const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList')
      expect(product?.name).toBe(await page.locator('#main h1').textContent())
      expect(product?.url).toMatch(new RegExp(`${localizedHref(locale, '/throttleValve')}$`))
      const items = breadcrumbs?.itemListElement as { position: number; item: string }[]
      expect(items.map((i) => i.position)).toEqual([1, 2])
      expect(new URL(items[1].item).pathname).toBe(localizedHref(locale, '/throttleValve'))
    })
  })
}

test('the sitemap lists every product page in both languages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  for (const path of [...memberProductPaths(), ...otherProductPages.map((o) => o.path)]) {
    const escaped = path.replace(/&/g, '&amp;')
    expect(xml).toContain(`${escaped}</loc>`)
    expect(xml).toContain(`/en${escaped}</loc>`)
  }
})
