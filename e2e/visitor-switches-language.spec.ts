import { expect, test } from '@playwright/test'

import { headerArea, openMobileMenuIfPhone } from './support/site'

test('the switcher reloads the same page in English, and the choice is remembered', async ({ page }, testInfo) => {
  await page.goto('/News?from=home')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')

  await openMobileMenuIfPhone(page, testInfo)
  await headerArea(page, testInfo).getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/en\/News\?from=home$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  expect(await page.evaluate(() => [localStorage.getItem('language'), sessionStorage.getItem('language')])).toEqual(['en', 'en'])

  // the next visit to a Chinese address opens the English page
  await page.goto('/about')
  await expect(page).toHaveURL(/\/en\/about$/)
  await page.reload()
  await expect(page).toHaveURL(/\/en\/about$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us')
})

test('the footer dropdown switches back to Chinese, which is then remembered too', async ({ page }) => {
  await page.goto('/en/honor')
  await page.locator('footer').getByLabel('Language').selectOption('zh')
  await expect(page).toHaveURL(/\/honor$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh')

  await page.goto('/recruitment')
  await expect(page).toHaveURL(/\/recruitment$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('Chinese is the default whatever the browser language', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-US,en;q=0.9' })
  await page.goto('/home')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('following an English link does not change the language a visitor chose', async ({ page }) => {
  await page.goto('/about')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull()

  await page.goto('/en/News')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')).toBeUndefined()

  await page.goto('/about')
  await expect(page).toHaveURL(/\/about$/)
  await expect(page).not.toHaveURL(/\/en\//)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})
