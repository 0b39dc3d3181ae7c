import { expect, test } from '@playwright/test'

import en from '../src/messages/en/member.json'
import zh from '../src/messages/zh/member.json'
import { type Locale, localized, ownClientAddress, registerMemberByApi, storedToken, toast } from './support/member'

const texts = { zh: zh.member, en: en.member }

test.use({ extraHTTPHeaders: ownClientAddress() })

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test.describe(`login (${locale})`, () => {
    test('asks for the user name first, then the password', async ({ page }) => {
      await page.goto(localized(locale, '/login'))
      const submit = page.getByRole('button', { name: t.login.submit, exact: true })
      await submit.click()
      await expect(toast(page, t.rules.userNameRequired)).toBeVisible()
      await expect(page.locator('#login-mobile')).toBeFocused()
      await expect(page.locator('#login-mobile')).toHaveAttribute('aria-invalid', 'true')

      await page.locator('#login-mobile').fill('13800138000')
      await submit.click()
      await expect(toast(page, t.rules.passwordRequired)).toBeVisible()
      await expect(page.locator('#login-password')).toBeFocused()
    })

    test('offers the forgot-password link and the quick-register button', async ({ page }) => {
      await page.goto(localized(locale, '/login'))
      await page.getByRole('link', { name: t.login.forgot }).click()
      await expect(page).toHaveURL(localized(locale, '/retrievePassword'))
      await page.goto(localized(locale, '/login'))
      await page.getByRole('link', { name: t.login.quickRegister }).click()
      await expect(page).toHaveURL(localized(locale, '/register'))
    })

    test('a member logs in, returns to the page they came from, and logs out', async ({ page, request, context }) => {
      const member = await registerMemberByApi(request)
      await page.goto(`${localized(locale, '/login')}?redirect=${encodeURIComponent('/download')}`)
      await page.locator('#login-mobile').fill(member.mobile)
      await page.locator('#login-password').fill('wrong-password1')
      await page.getByRole('button', { name: t.login.submit, exact: true }).click()
      await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible()
      expect(await storedToken(page)).toBeNull()

      await page.locator('#login-password').fill(member.password)
      await page.getByRole('button', { name: t.login.submit, exact: true }).click()
      await expect(toast(page, t.login.success)).toBeVisible()
      await expect(page).toHaveURL(localized(locale, '/download'))
      expect(await storedToken(page)).toBeTruthy()
      expect((await context.cookies()).some((c) => c.name === 'member_token')).toBe(true)

      const logout = page.getByRole('button', { name: t.status.logout })
      if (await page.viewportSize()!.width < 768) await page.getByRole('button', { name: /menu|菜单/i }).first().click()
      await logout.first().click()
      await expect.poll(() => storedToken(page)).toBeNull()
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'member_token' && c.value)).toBe(false)
    })

    test('never follows a redirect to another site', async ({ page, request }) => {
      const member = await registerMemberByApi(request)
      await page.goto(`${localized(locale, '/login')}?redirect=${encodeURIComponent('//evil.example/steal')}`)
      await page.locator('#login-mobile').fill(member.mobile)
      await page.locator('#login-password').fill(member.password)
      await page.getByRole('button', { name: t.login.submit, exact: true }).click()
      await expect(page).toHaveURL(localized(locale, '/home'))
    })
  })
}
