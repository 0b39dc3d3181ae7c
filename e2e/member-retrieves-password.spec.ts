import { expect, test } from '@playwright/test'

import en from '../src/messages/en/member.json' with { type: 'json' }
import zh from '../src/messages/zh/member.json' with { type: 'json' }
import { type Locale, localized, ownClientAddress, registerMemberByApi, storedToken, type TestMember, toast } from './support/member'
import { letTheMinutePass, smsCodeFor } from './support/sms'

const texts = { zh: zh.member, en: en.member }

const clientAddress = ownClientAddress()
test.use({ extraHTTPHeaders: clientAddress })

// the members are registered first, each with a code to their number
const members = {} as Record<Locale, TestMember>

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: clientAddress })
  members.zh = await registerMemberByApi(request)
  members.en = await registerMemberByApi(request)
  await request.dispose()
})

for (const locale of ['zh', 'en'] as Locale[]) {
  const t = texts[locale]

  test(`a member resets the password by SMS and logs in with the new one (${locale})`, async ({ page, request, context }) => {
    const member = members[locale]
    await page.goto(localized(locale, '/retrievePassword'))

    // the same rules in the same order as registration
    const submit = page.getByRole('button', { name: t.retrieve.submit, exact: true })
    await submit.click()
    await expect(toast(page, t.rules.companyRequired)).toBeVisible()
    await expect(page.locator('#reset-company')).toBeFocused()

    await page.locator('#reset-company').fill(member.company)
    await page.locator('#reset-mobile').fill(member.mobile)
    // a number gets one code a minute
    await letTheMinutePass(member.mobile)
    await page.getByRole('button', { name: t.code.get }).click()
    await expect(toast(page, t.code.sent)).toBeVisible()
    await page.locator('#reset-code').fill(await smsCodeFor(member.mobile, 'reset'))
    await page.locator('#reset-truename').fill(member.truename)
    await page.locator('#reset-password').fill('NewValve99')
    await page.locator('#reset-repassword').fill('NewValve98')
    await submit.click()
    await expect(toast(page, t.rules.repasswordMismatch)).toBeVisible()
    await page.locator('#reset-repassword').fill('NewValve99')
    await page.locator('#reset-check').check()
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
