import { expect, test } from '@playwright/test'

import enApi from '../src/messages/en/api.json' with { type: 'json' }
import enCommon from '../src/messages/en/common.json' with { type: 'json' }
import en from '../src/messages/en/member.json' with { type: 'json' }
import zhApi from '../src/messages/zh/api.json' with { type: 'json' }
import zhCommon from '../src/messages/zh/common.json' with { type: 'json' }
import zh from '../src/messages/zh/member.json' with { type: 'json' }
import { type Locale, localized, ownClientAddress, registerMemberByApi, storedToken, toast } from './support/member'
import { inChineseOnlyOnPhone } from './support/site'

const texts = { zh: zh.member, en: en.member }
const shell = { zh: zhCommon.shell, en: enCommon.shell }
const apiTexts = { zh: zhApi.api, en: enApi.api }

test.use({ extraHTTPHeaders: ownClientAddress() })

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test.describe(`login (${locale})`, () => {
    inChineseOnlyOnPhone(locale)
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
      await page.goto(`${localized(locale, '/login')}?redirect=${encodeURIComponent('/contactUs')}`)
      await page.locator('#login-mobile').fill(member.mobile)
      await page.locator('#login-password').fill('wrong-password1')
      await page.getByRole('button', { name: t.login.submit, exact: true }).click()
      await expect(toast(page, apiTexts[locale].member.loginFailed)).toBeVisible()
      expect(await storedToken(page)).toBeNull()

      await page.locator('#login-password').fill(member.password)
      await page.getByRole('button', { name: t.login.submit, exact: true }).click()
      await expect(toast(page, t.login.success)).toBeVisible()
      await expect(page).toHaveURL(localized(locale, '/contactUs'))
      const sessionToken = await storedToken(page)
      expect(sessionToken).toBeTruthy()
      expect((await context.cookies()).some((c) => c.name === 'member_token')).toBe(true)

      // the header follows at once: a log-out control instead of the login link
      if (test.info().project.name === 'phone') await page.getByRole('button', { name: shell[locale].openMenu }).click()
      const logout = page.getByRole('button', { name: t.status.logout }).filter({ visible: true })
      await logout.click()
      await expect(toast(page, t.status.loggedOut)).toBeVisible()
      await expect.poll(() => storedToken(page)).toBeNull()
      await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'member_token' && c.value)).toBe(false)
      // the session is over on the server too: its token no longer downloads
      const download = await page.request.post('/api/product/download', { data: { id: 1 }, headers: { UserToken: sessionToken ?? '' } })
      expect((await download.json()).code).toBe(401)
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
