import { expect, test } from '@playwright/test'

import enCatalogue from '../src/messages/en/catalogue.json' with { type: 'json' }
import enMember from '../src/messages/en/member.json' with { type: 'json' }
import zhCatalogue from '../src/messages/zh/catalogue.json' with { type: 'json' }
import zhMember from '../src/messages/zh/member.json' with { type: 'json' }
import { type Locale, localized, ownClientAddress, registerMemberByApi, storedToken, toast } from './support/member'

const texts = { zh: zhMember.member, en: enMember.member }
const catalogue = { zh: zhCatalogue.catalogue, en: enCatalogue.catalogue }

test.use({ extraHTTPHeaders: ownClientAddress() })

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test.describe(`member downloads (${locale})`, () => {
    test('a valve page sends a visitor to login and back', async ({ page }) => {
      const member = await registerMemberByApi(page.context().request)
      await page.context().clearCookies()
      await page.goto(localized(locale, '/VacuumValve1'))
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?redirect=%2FVacuumValve1$`))

      await page.locator('#login-mobile').fill(member.mobile)
      await page.locator('#login-password').fill(member.password)
      await page.getByRole('button', { name: t.login.submit, exact: true }).click()
      await expect(page).toHaveURL(localized(locale, '/VacuumValve1'))
    })

    test('a member downloads a PDF from the download centre; the file opens', async ({ page, context }) => {
      const member = await registerMemberByApi(context.request)
      await page.addInitScript((token) => window.localStorage.setItem('token', token), member.token)
      await page.goto(localized(locale, '/download'))

      const granted = page.waitForResponse((response) => response.url().endsWith('/api/product/download'))
      const opened = context.waitForEvent('page')
      await page
        .getByRole('button', { name: new RegExp(catalogue[locale].download.action) })
        .first()
        .click()
      const reply = await (await granted).json()
      expect(reply.code).toBe(1)
      await opened

      const file = await context.request.get(reply.data)
      expect(file.ok()).toBe(true)
      expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF')
    })

    test('a stale token gets "please log in again" and goes to login', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('token', 'stale-token-from-last-year'))
      await page.goto(localized(locale, '/download'))
      await page
        .getByRole('button', { name: new RegExp(catalogue[locale].download.action) })
        .first()
        .click()
      await expect(toast(page, locale === 'zh' ? '请重新登录' : 'Please log in again')).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/login')}\\?redirect=%2Fdownload`))
      // the stale token is forgotten: the header offers login again
      expect(await storedToken(page)).toBeNull()
    })
  })
}
