import { expect, test } from '@playwright/test'

import en from '../src/messages/en/member.json'
import zh from '../src/messages/zh/member.json'
import { type Locale, localized, ownClientAddress, registerMemberByApi, storedToken, toast } from './support/member'
import { smsCodeFor } from './support/sms'

const texts = { zh: zh.member, en: en.member }

test.use({ extraHTTPHeaders: ownClientAddress() })

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test(`a member resets the password by SMS and logs in with the new one (${locale})`, async ({ page, request, context }) => {
    const member = await registerMemberByApi(request)
    await page.goto(localized(locale, '/retrievePassword'))

    // the same rules in the same order as registration
    const submit = page.getByRole('button', { name: t.retrieve.submit, exact: true })
    await submit.click()
    await expect(toast(page, t.rules.companyRequired)).toBeVisible()
    await expect(page.locator('#reset-company')).toBeFocused()

    await page.getByLabel(t.fields.company).fill(member.company)
    await page.getByLabel(t.fields.mobile).fill(member.mobile)
    await page.getByRole('button', { name: t.code.get }).click()
    await expect(toast(page, t.code.sent)).toBeVisible()
    await page.getByLabel(t.fields.code).fill(await smsCodeFor(member.mobile, 'reset'))
    await page.getByLabel(t.fields.truename).fill(member.truename)
    await page.getByLabel(t.fields.newPassword).fill('NewValve99')
    await page.getByLabel(t.fields.repassword).fill('NewValve98')
    await submit.click()
    await expect(toast(page, t.rules.repasswordMismatch)).toBeVisible()
    await page.getByLabel(t.fields.repassword).fill('NewValve99')
    await page.getByLabel(t.fields.agreement).check()
    await submit.click()

    await expect(toast(page, t.retrieve.success)).toBeVisible()
    await expect(page).toHaveURL(localized(locale, '/home'))
    expect(await storedToken(page)).toBeTruthy()

    // the old password no longer works, the new one does
    await context.clearCookies()
    const old = await (await request.post('/api/user/login', { data: { mobile: member.mobile, password: member.password } })).json()
    expect(old.code).toBe(0)
    await page.goto(localized(locale, '/login'))
    await page.locator('#login-mobile').fill(member.mobile)
    await page.locator('#login-password').fill('NewValve99')
    await page.getByRole('button', { name: t.login.submit, exact: true }).click()
    await expect(toast(page, t.login.success)).toBeVisible()
    await expect(page).toHaveURL(localized(locale, '/home'))
  })
}
