import { readFile } from 'node:fs/promises'

import { expect, type Page, test } from '@playwright/test'

import legal from '../src/messages/zh/legal.json' with { type: 'json' }
import zh from '../src/messages/zh/member.json' with { type: 'json' }
import { editorFixtures, signInAsEditor } from './editor-staff'
import { ownClientAddress, storedToken, toast } from './support/member'
import { letTheMinutePass, newMobile, smsCodeFor } from './support/sms'

const t = zh.member
const data = legal.memberData

test.use({ extraHTTPHeaders: ownClientAddress() })
test.beforeAll(() => editorFixtures())

/** Fills the registration form (all but the agreement) with a code from the outbox. */
async function fillRegistration(page: Page, mobile: string, name: string) {
  await page.locator('#register-company').fill('数据权利测试有限公司')
  await page.locator('#register-mobile').fill(mobile)
  await page.getByTestId('get-code').click()
  await expect(toast(page, t.code.sent)).toBeVisible()
  await page.locator('#register-code').fill(await smsCodeFor(mobile, 'register'))
  await page.locator('#register-truename').fill(name)
  await page.locator('#register-password').fill('Valve2024')
  await page.locator('#register-repassword').fill('Valve2024')
}

test('a member reads the policy, sees and downloads their data, cancels with a code, and registers again', async ({ page, context }) => {
  const mobile = newMobile()

  await page.goto('/register')
  await fillRegistration(page, mobile, '数据权利')

  // the policy opens in a new tab; nothing typed is lost
  const [policy] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('label[for="register-check"]')
      .getByRole('link', { name: /隐私政策/ })
      .click(),
  ])
  await policy.waitForLoadState()
  expect(new URL(policy.url()).pathname).toBe('/privacyPolicy')
  await expect(policy.getByRole('heading', { level: 1, name: '隐私政策' })).toBeVisible()
  await expect(policy.getByText('一、我们收集的信息')).toBeVisible()
  await policy.close()
  await expect(page.locator('#register-mobile')).toHaveValue(mobile)
  await expect(page.locator('#register-truename')).toHaveValue('数据权利')
  await expect(page.locator('#register-password')).toHaveValue('Valve2024')
  await expect(page.locator('#register-check')).not.toBeChecked()

  await page.locator('#register-check').check()
  await page.getByRole('button', { name: t.register.submit, exact: true }).click()
  await expect(page.getByTestId('registration-done')).toBeVisible()

  // their data page shows what the site holds
  await page.goto('/memberData')
  const profile = page.getByTestId('member-profile')
  await expect(profile).toContainText(mobile)
  await expect(profile).toContainText('数据权利')
  await expect(profile).toContainText('数据权利测试有限公司')

  // and gives it as a file
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: data.export.link }).click()])
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(await readFile(await download.path(), 'utf8'))
  expect(file['会员资料 / Profile']).toMatchObject({ '手机号 / Mobile': mobile, '真实姓名 / Name': '数据权利' })

  // cancelling asks for a code sent to the member's own number (a number gets one code a minute)
  await letTheMinutePass(mobile)
  const cancelForm = page.locator('section[aria-labelledby="member-cancel"]')
  await cancelForm.getByTestId('get-code').click()
  await expect(toast(page, t.code.sent)).toBeVisible()
  await page.locator('#cancel-code').fill(await smsCodeFor(mobile, 'cancel'))
  await cancelForm.getByRole('button', { name: data.cancel.submit }).click()
  await expect(toast(page, data.cancel.confirmRequired)).toBeVisible()
  await page.locator('#cancel-understand').check()
  await cancelForm.getByRole('button', { name: data.cancel.submit }).click()
  await expect(cancelForm.getByRole('heading', { name: data.cancel.doneHeading })).toBeFocused()
  expect(await storedToken(page)).toBeNull()
  expect((await context.cookies()).find((cookie) => cookie.name === 'member_token')).toBeUndefined()

  // the data page is a member's: the visitor is sent to log in
  await page.goto('/memberData')
  await expect(page).toHaveURL(/\/login\?redirect=%2FmemberData$/)

  // the number registers again
  await page.goto('/register')
  await fillRegistration(page, mobile, '重新注册')
  await page.locator('#register-check').check()
  await page.getByRole('button', { name: t.register.submit, exact: true }).click()
  await expect(page.getByTestId('registration-done')).toBeVisible()
  await expect(toast(page, t.register.success)).toBeVisible()
})

test('staff see in the admin that an account was cancelled, and when', async ({ page }) => {
  await signInAsEditor(page)
  await page.goto('/admin/collections/account-cancellations')
  await expect(page.getByRole('heading', { name: '账号注销记录' })).toBeVisible()
  // the test above cancelled one account a moment ago (in each screen size's run)
  const rows = page.locator('table tbody tr')
  await expect(rows.first()).toBeVisible()
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(new Date())
  await expect(page.locator('table')).toContainText(new RegExp(`${today.slice(0, 4)}`))
})
