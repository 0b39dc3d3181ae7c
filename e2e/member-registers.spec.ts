import { expect, test } from '@playwright/test'

import en from '../src/messages/en/member.json'
import zh from '../src/messages/zh/member.json'
import { type Locale, localized, ownClientAddress, storedToken, toast } from './support/member'
import { newMobile, smsCodeFor } from './support/sms'

const texts = { zh: zh.member, en: en.member }

test.use({ extraHTTPHeaders: ownClientAddress() })

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test.describe(`registration (${locale})`, () => {
    test('a visitor registers with the SMS code and lands on the success screen', async ({ page, context }) => {
      await page.goto(localized(locale, '/register'))
      const mobile = newMobile()
      await page.getByLabel(t.fields.company).fill('E2E Vacuum Ltd')
      await page.getByLabel(t.fields.mobile).fill(mobile)
      await page.getByRole('button', { name: t.code.get }).click()
      await expect(toast(page, t.code.sent)).toBeVisible()

      await page.getByLabel(t.fields.code).fill(await smsCodeFor(mobile, 'register'))
      await page.getByLabel(t.fields.truename).fill('Zhang San')
      await page.getByLabel(t.fields.password, { exact: true }).fill('Valve2024')
      await page.getByLabel(t.fields.repassword).fill('Valve2024')
      await page.getByLabel(t.fields.agreement).check()
      await page.getByRole('button', { name: t.register.submit, exact: true }).click()

      const done = page.getByTestId('registration-done')
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
      await expect(page.getByLabel(t.fields.mobile)).toBeFocused()
      await expect(button).toBeEnabled()

      await page.getByLabel(t.fields.mobile).fill(newMobile())
      await button.click()
      await expect(button).toHaveText(t.code.wait.replace('{seconds}', '60'))
      await expect(button).toBeDisabled()
      await page.clock.fastForward(30_000)
      await expect(button).toHaveText(t.code.wait.replace('{seconds}', '30'))
      await expect(button).toBeDisabled()
      await page.clock.fastForward(30_000)
      await expect(button).toHaveText(t.code.resend)
      await expect(button).toBeEnabled()
    })

    test('the registration rules are checked one by one in the spec order', async ({ page }) => {
      await page.goto(localized(locale, '/register'))
      const submit = page.getByRole('button', { name: t.register.submit, exact: true })
      const steps: Array<[string, keyof typeof t.rules, () => Promise<void>]> = [
        ['register-company', 'companyRequired', () => page.getByLabel(t.fields.company).fill('E2E Vacuum Ltd')],
        ['register-mobile', 'mobileRequired', () => page.getByLabel(t.fields.mobile).fill('12345')],
        ['register-mobile', 'mobileInvalid', () => page.getByLabel(t.fields.mobile).fill('13800138000')],
        ['register-code', 'codeRequired', () => page.getByLabel(t.fields.code).fill('123456')],
        ['register-truename', 'truenameRequired', () => page.getByLabel(t.fields.truename).fill('Zhang San')],
        ['register-password', 'passwordRequired', () => page.getByLabel(t.fields.password, { exact: true }).fill('abc')],
        ['register-password', 'passwordRule', () => page.getByLabel(t.fields.password, { exact: true }).fill('abc123')],
        ['register-repassword', 'repasswordRequired', () => page.getByLabel(t.fields.repassword).fill('abc124')],
        ['register-repassword', 'repasswordMismatch', () => page.getByLabel(t.fields.repassword).fill('abc123')],
        ['register-check', 'agreementRequired', async () => undefined],
      ]
      for (const [fieldId, rule, fix] of steps) {
        await submit.click()
        const message = t.rules[rule]
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
