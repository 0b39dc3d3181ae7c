import { expect, test } from '@playwright/test'
import { createTranslator } from 'next-intl'

import en from '../src/messages/en/member.json' with { type: 'json' }
import zh from '../src/messages/zh/member.json' with { type: 'json' }
import { memberRuleValues } from '../src/features/members/ruleValues'
import { type Locale, localized, ownClientAddress, storedToken, toast } from './support/member'
import { fill, inChineseOnlyOnPhone } from './support/site'
import { newMobile, smsCodeFor } from './support/sms'

const texts = { zh: zh.member, en: en.member }

test.use({ extraHTTPHeaders: ownClientAddress() })

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test.describe(`registration (${locale})`, () => {
    inChineseOnlyOnPhone(locale)
    test('a visitor registers with the SMS code and lands on the success screen', async ({ page, context }) => {
      await page.goto(localized(locale, '/register'))
      const mobile = newMobile()
      await page.locator('#register-company').fill('E2E Vacuum Ltd')
      await page.locator('#register-mobile').fill(mobile)
      await page.getByRole('button', { name: t.code.get }).click()
      await expect(toast(page, t.code.sent)).toBeVisible()

      await page.locator('#register-code').fill(await smsCodeFor(mobile, 'register'))
      await page.locator('#register-truename').fill('Zhang San')
      await page.locator('#register-password').fill('Valve2024')
      await page.locator('#register-repassword').fill('Valve2024')
      await page.locator('#register-check').check()
      await expect(page.getByRole('main').getByRole('link', { name: t.register.toLogin, exact: true })).toBeVisible()
      await page.getByRole('button', { name: t.register.submit, exact: true }).click()

      const done = page.getByTestId('registration-done')
      // registered means logged in: nothing offers the login any more
      await expect(page.getByRole('main').getByRole('link', { name: t.register.toLogin, exact: true })).toHaveCount(0)
      await expect(done.getByRole('heading', { name: t.register.doneHeading })).toBeFocused()
      await expect(toast(page, t.register.success)).toBeVisible()
      const download = done.getByRole('link', { name: t.register.downloadFiles })
      await expect(download).toHaveAttribute('href', localized(locale, '/download'))
      expect(await storedToken(page)).toBeTruthy()
      expect((await context.cookies()).find((c) => c.name === 'member_token')?.httpOnly).toBe(true)
    })

    test('the get-code button counts down 60 s, then offers a resend', async ({ page }) => {
      await page.clock.install()
      await page.goto(localized(locale, '/register'))
      const button = page.getByTestId('get-code')

      await button.click()
      await expect(toast(page, t.rules.mobileRequired)).toBeVisible()
      await expect(page.locator('#register-mobile')).toBeFocused()
      await expect(button).toBeEnabled()

      await page.locator('#register-mobile').fill(newMobile())
      await button.click()
      await expect(button).toHaveText(fill(t.code.wait, { seconds: 60 }))
      await expect(button).toBeDisabled()
      await page.clock.fastForward(30_000)
      await expect(button).toHaveText(fill(t.code.wait, { seconds: 30 }))
      await expect(button).toBeDisabled()
      await page.clock.fastForward(30_000)
      await expect(button).toHaveText(t.code.resend)
      await expect(button).toBeEnabled()
    })

    test("the registration rules are checked one by one in the contract's order", async ({ page }) => {
      await page.goto(localized(locale, '/register'))
      const submit = page.getByRole('button', { name: t.register.submit, exact: true })
      const steps: Array<[string, keyof typeof t.rules, () => Promise<void>]> = [
        ['register-company', 'companyRequired', () => page.locator('#register-company').fill('E2E Vacuum Ltd')],
        ['register-mobile', 'mobileRequired', () => page.locator('#register-mobile').fill('12345')],
        ['register-mobile', 'mobileInvalid', () => page.locator('#register-mobile').fill('13800138000')],
        ['register-code', 'codeRequired', () => page.locator('#register-code').fill('123456')],
        ['register-truename', 'truenameRequired', () => page.locator('#register-truename').fill('Zhang San')],
        ['register-password', 'passwordRequired', () => page.locator('#register-password').fill('abc')],
        ['register-password', 'passwordRule', () => page.locator('#register-password').fill('abc123')],
        ['register-repassword', 'repasswordRequired', () => page.locator('#register-repassword').fill('abc124')],
        ['register-repassword', 'repasswordMismatch', () => page.locator('#register-repassword').fill('abc123')],
        ['register-check', 'agreementRequired', async () => undefined],
      ]
      // each field is named by its label, for screen readers
      for (const name of ['company', 'mobile', 'code', 'truename', 'password', 'repassword', 'agreement'] as const) {
        const id = name === 'agreement' ? 'register-check' : `register-${name}`
        // the agreement's tags mark its links to the legal pages
        await expect(page.locator(`label[for="${id}"]`)).toContainText(t.fields[name].replace(/<\/?\w+>/g, ''))
      }
      for (const [fieldId, rule, fix] of steps) {
        await submit.click()
        const message = createTranslator({ locale, messages: t, namespace: 'rules' })(rule, memberRuleValues)
        await expect(toast(page, message).first(), rule).toBeVisible()
        const field = page.locator(`#${fieldId}`)
        await expect(field, rule).toBeFocused()
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field).toHaveAttribute('aria-describedby', new RegExp(`${fieldId}-error`))
        await expect(page.locator(`#${fieldId}-error`)).toHaveText(message)
        await fix()
      }
    })
  })
}
