import { expect, test } from '@playwright/test'

import { locales, localizedHref } from '../src/siteMap'

const text = {
  zh: { more: '查看更多职位', home: '返回首页', consult: '立即咨询', salary: /元\/月/ },
  en: { more: 'See more jobs', home: 'Back to home', consult: 'Consult now', salary: /yuan\/month/ },
}

for (const locale of locales) {
  test(`${locale}: one department open at a time, the first at first`, async ({ page }) => {
    await page.goto(localizedHref(locale, '/recruitment'))
    const departments = page.locator('main section h2 button')
    expect(await departments.count(), 'the seed has more departments than shown at first').toBeGreaterThan(2)
    await expect(departments.nth(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(departments.nth(1)).toHaveAttribute('aria-expanded', 'false')

    const firstPanel = page.locator('main [role="region"]').first()
    const job = firstPanel.locator('li').first()
    await expect(job.locator('dd').first()).not.toBeEmpty()
    await expect(job).toContainText(text[locale].salary)
    await expect(job.getByRole('link', { name: new RegExp(text[locale].consult) })).toHaveAttribute(
      'href',
      localizedHref(locale, '/contactUs'),
    )

    await departments.nth(1).click()
    await expect(departments.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(departments.nth(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(firstPanel).toBeHidden()

    // keyboard: Enter on a focused department opens it
    await departments.nth(0).focus()
    await page.keyboard.press('Enter')
    await expect(departments.nth(0)).toHaveAttribute('aria-expanded', 'true')
  })

  test(`${locale}: the foot link first shows more departments, then goes home`, async ({ page }) => {
    await page.goto(localizedHref(locale, '/recruitment'))
    const departments = page.locator('main section h2 button')
    const hiddenBefore = await departments.evaluateAll((buttons) => buttons.filter((b) => !b.checkVisibility()).length)
    expect(hiddenBefore).toBeGreaterThan(0)

    await page.getByRole('link', { name: text[locale].more }).click()
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, '/recruitment')}$`))
    expect(await departments.evaluateAll((buttons) => buttons.filter((b) => !b.checkVisibility()).length)).toBe(0)

    await page.getByRole('link', { name: text[locale].home }).click()
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, '/home')}$`))
  })
}
