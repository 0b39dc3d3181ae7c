import { expect, test } from '@playwright/test'

import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { pages } from '../src/siteMap'
import { bothLocales, catalogueText, localizedHref } from './support/catalogue'

for (const locale of bothLocales) {
  const t = catalogueText[locale]

  test(`a visitor sees six Presys models, then all, then goes back to the top (${locale})`, async ({ page, isMobile }) => {
    await page.goto(localizedHref(locale, pages.presys.path))
    const models = page.getByTestId('presys-list').locator('> li')
    const total = await models.count()
    expect(total).toBeGreaterThan(6)
    const seeMore = page.getByRole('button', { name: t.presys.seeMore })

    if (isMobile) {
      // a phone shows everything at once
      for (let i = 0; i < total; i++) await expect(models.nth(i)).toBeVisible()
      await expect(seeMore).toBeHidden()
      return
    }

    for (let i = 0; i < 6; i++) await expect(models.nth(i)).toBeVisible()
    await expect(models.nth(6)).toBeHidden()
    await seeMore.click()
    for (let i = 0; i < total; i++) await expect(models.nth(i)).toBeVisible()
    await expect(seeMore).toHaveCount(0)
    // keyboard users continue at the first model that appeared
    await expect(models.nth(6).locator('a')).toBeFocused()

    await page.getByRole('button', { name: t.presys.backToTop }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test(`a visitor reads about Presys, opens its history and goes home from there (${locale})`, async ({ page }) => {
    await page.goto(localizedHref(locale, pages.presysBrief.path))
    const faq = page.getByTestId('faq').locator('details')
    expect(await faq.count()).toBeGreaterThan(0)
    await faq.first().locator('summary').click()
    await expect(faq.first().locator('p')).toBeVisible()

    const related = page.getByRole('navigation', { name: t.related })
    await expect(related.getByRole('link', { name: siteNames.pages.presys[locale] })).toHaveAttribute(
      'href',
      localizedHref(locale, pages.presys.path),
    )
    await related.getByRole('link', { name: siteNames.pages.presysProcess[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.presysProcess.path)}$`))
    const years = page.getByTestId('timeline').locator('> li')
    expect(await years.count()).toBeGreaterThan(1)
    await expect(years.first().locator('h3')).toHaveText(/\d{4}/)

    await page.getByRole('navigation', { name: t.related }).getByRole('link', { name: siteNames.pages.home[locale] }).click()
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.home.path)}$`))
  })
}
