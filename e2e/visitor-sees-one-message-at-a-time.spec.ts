import { expect, test } from '@playwright/test'

import zh from '../src/messages/zh/member.json' with { type: 'json' }
import { toast } from './support/member'
import { isPhone } from './support/site'

const t = zh.member

test('a new message replaces the one before, and on a phone it leaves the menu button free', async ({ page }, testInfo) => {
  await page.goto('/login')
  const submit = page.getByRole('button', { name: t.login.submit, exact: true })
  await submit.click()
  await expect(toast(page, t.rules.userNameRequired)).toBeVisible()

  await page.locator('#login-mobile').fill('13800138000')
  await submit.click()
  await expect(toast(page, t.rules.passwordRequired)).toBeVisible()
  await page.locator('#login-mobile').fill('')
  await submit.click()

  const toasts = page.locator('[data-sonner-toast]')
  await expect(toasts).toHaveCount(1)
  await expect(toasts).toHaveText(t.rules.userNameRequired)

  if (isPhone(testInfo)) {
    const menuButton = await page.locator('button[aria-controls="mobile-menu"]').boundingBox()
    const message = await toasts.boundingBox()
    expect(menuButton && message && message.y >= menuButton.y + menuButton.height, 'the toast sits below the menu button').toBe(true)
    await page.locator('button[aria-controls="mobile-menu"]').click()
    await expect(page.locator('#mobile-menu')).toBeVisible()
  }
})
