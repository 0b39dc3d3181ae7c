import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test'

import en from '../src/messages/en/common.json' with { type: 'json' }
import zh from '../src/messages/zh/common.json' with { type: 'json' }
import { pages } from '../src/siteMap'
import { bothLocales, localizedHref } from './support/catalogue'
import { ownClientAddress } from './support/member'
import { inChineseOnlyOnPhone, isPhone, openMobileMenuIfPhone } from './support/site'

test.use({ extraHTTPHeaders: ownClientAddress() })

const searchText = { zh: zh.search, en: en.search }

/** The header's search box (in the hamburger menu on a phone) and the list of suggestions it controls. */
async function headerSearch(page: Page, testInfo: TestInfo): Promise<{ box: Locator; list: Locator; status: Locator }> {
  await openMobileMenuIfPhone(page, testInfo)
  const scope = isPhone(testInfo) ? page.locator('#mobile-menu') : page.locator('header')
  const box = scope.getByRole('combobox')
  // the inner locator of `has` is read from inside each form
  const form = scope.getByRole('search').filter({ has: page.getByRole('combobox') })
  return { box, list: form.getByRole('listbox'), status: form.locator('[aria-live="polite"]') }
}

/** Arrow down until `option` is the highlighted one, counting its place in the list: no guess about ranking. */
async function highlight(box: Locator, list: Locator, option: Locator) {
  await expect(option).toBeVisible()
  const titles = await list.getByRole('option').allTextContents()
  const place = titles.indexOf((await option.textContent()) ?? '')
  expect(place).toBeGreaterThanOrEqual(0)
  for (let i = 0; i <= place; i++) await box.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
}

for (const locale of bothLocales) {
  test.describe(`suggestions in ${locale}`, () => {
    inChineseOnlyOnPhone(locale)

    const t = searchText[locale]
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const count = new RegExp(`^${t.suggestionCount.split('{count}').map(escaped).join('\\d+')}$`)

    test(`typing y70 in the header suggests the Y70-2 model; arrow down and Enter open it (${locale})`, async ({ page }, testInfo) => {
      await page.goto(localizedHref(locale, pages.home.path))
      const { box, list, status } = await headerSearch(page, testInfo)
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await box.fill('y70')
      await expect(list).toHaveAccessibleName(t.suggestions)
      const model = list.getByRole('option', { name: /^Y70-2 / })
      await expect(model).toBeVisible()
      await expect(box).toHaveAttribute('aria-expanded', 'true')
      await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '')
      await expect(status).toHaveText(count)

      await highlight(box, list, model)
      await box.press('Enter')
      // a model page is for members: a visitor passes the login page on the way
      await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.login.path)}\\?redirect=`))
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/presysDetail?form=y70Two')
    })

    test(`a Chinese product is suggested for its characters, and Escape closes the list (${locale})`, async ({ page }, testInfo) => {
      await page.goto(localizedHref(locale, pages.home.path))
      const { box, list } = await headerSearch(page, testInfo)
      await box.fill('节流阀')
      // named in the page's language, found by its Chinese name in both
      const throttleValve = list.getByRole('option', {
        name: `${locale === 'zh' ? '节流阀' : 'Throttle Valve'} ${t.kinds.product}`,
        exact: true,
      })
      await expect(throttleValve).toBeVisible()
      await box.press('Escape')
      await expect(list).toBeHidden()
      await expect(box).toHaveAttribute('aria-expanded', 'false')
      await expect(box).toHaveValue('节流阀')

      await box.fill('')
      await box.fill('冷水')
      const chiller = list.getByRole('option', { name: locale === 'zh' ? /^Unisem 冷水机 / : /^Unisem Chiller / })
      await highlight(box, list, chiller)
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, '/unisemChiller')}$`))
    })

    test(`Enter without a highlighted suggestion searches as before: the results page (${locale})`, async ({ page }, testInfo) => {
      const keyword = locale === 'zh' ? '联系' : 'contact'
      await page.goto(localizedHref(locale, pages.download.path))
      const { box, list } = await headerSearch(page, testInfo)
      await box.fill(keyword)
      await expect(list.getByRole('option', { name: new RegExp(`^${locale === 'zh' ? '联系我们' : 'Contact us'} `) })).toBeVisible()
      await expect(box).not.toHaveAttribute('aria-activedescendant')
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.search.path)}\\?keyword=${encodeURIComponent(keyword)}$`))
    })

    test(`the home page's search box suggests too (${locale})`, async ({ page }) => {
      await page.goto(localizedHref(locale, pages.home.path))
      const form = page.locator('section[aria-labelledby="home-search"]').getByRole('search')
      await form.getByRole('combobox').fill('Y70-2')
      await expect(form.getByRole('listbox').getByRole('option').first()).toHaveText(new RegExp(`^Y70-2 .* ${t.kinds.product}$`))
    })
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the search form still opens the results page', async ({ page }) => {
    await page.goto(localizedHref('en', pages.home.path))
    const form = page.locator('section[aria-labelledby="home-search"]').getByRole('search')
    await form.getByRole('combobox').fill('zz-no-such-product')
    await form.getByRole('button', { name: en.search.submit }).click()
    await expect(page).toHaveURL(/\/en\/search\?keyword=zz-no-such-product$/)
  })
})
