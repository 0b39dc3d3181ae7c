import { expect, test } from '@playwright/test'

import { pages } from '@/siteMap'

import { bothLocales, localizedHref } from './support/catalogue'

test.use({ locale: 'zh-CN' })

for (const locale of bothLocales) {
  test(`a visitor sees six Presys models, then all, then goes back to the top (${locale})`, async ({ page, isMobile }) => {
    await page.goto(localizedHref(locale, pages.presys.path))
    const models = page.getByTestId('presys-list').locator('li')
    const total = await models.count()
    expect(total).toBeGreaterThan(6)
    const seeMore = page.getByRole('button', { name: locale === 'zh' ? '查看更多' : 'See more' })

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

    await page.getByRole('button', { name: locale === 'zh' ? '返回顶部' : 'Back to top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test(`a visitor reads about Presys and its history (${locale})`, async ({ page }) => {
    await page.goto(localizedHref(locale, pages.presysBrief.path))
    await expect(page.locator('details').first()).toBeVisible()
    await page.getByRole('link', { name: locale === 'zh' ? 'Presys 发展历程' : 'Presys history' }).last().click()
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, pages.presysProcess.path)}$`))
    await expect(page.getByTestId('timeline').locator('> li').first()).toBeVisible()
    await expect(page.getByRole('link', { name: locale === 'zh' ? '返回首页' : 'Back to home' })).toHaveAttribute(
      'href',
      localizedHref(locale, pages.home.path),
    )
  })
}
