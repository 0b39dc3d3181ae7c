import { expect, test } from '@playwright/test'

import { signInAs } from './support/catalogue'
import { ownClientAddress, registerMemberByApi } from './support/member'
import { E2E_ATTACHMENT, editorFixtures, followLink, signInAsEditor } from './editor-staff'

const clientAddress = ownClientAddress()
test.use({ extraHTTPHeaders: clientAddress })
test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

test('the login screen shows the company, not Payload', async ({ page }) => {
  await page.goto('/admin/login')
  const brand = page.locator('.company-logo')
  await expect(brand).toBeVisible()
  await expect(brand).toContainText('真空')
  await expect(page.locator('svg.graphic-logo, .graphic-logo')).toHaveCount(0)
})

test('an editor picks a page text by its page name and finds their own account from its breadcrumb', async ({ page }) => {
  await signInAsEditor(page)
  await page.goto('/admin/collections/text-pages/create')
  // the choice opens once the form has come to life (a click before that is lost)
  await expect(async () => {
    await page.locator('#field-key').click()
    await expect(page.getByRole('option', { name: '公司简介（/CompanyProfile）' })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await expect(page.getByRole('option', { name: 'companyProfile', exact: true })).toHaveCount(0)

  await page.goto('/admin/account')
  await page.locator('.step-nav').getByRole('link', { name: '员工账号' }).click()
  await expect(page.getByRole('heading', { name: '员工账号' })).toBeVisible()
  await expect(page.getByText('未找到')).toHaveCount(0)
  await expect(page.locator('table tbody tr')).toHaveCount(1)
})

test('an editor reads an enquiry attachment under the visitor’s file name, and a member record names the mobile once', async ({ page }) => {
  await signInAsEditor(page)
  await page.goto(`/admin/collections/enquiries?search=${encodeURIComponent(E2E_ATTACHMENT.company)}`)
  // the row of the search's answer: the list can show its first page before the search applies
  await followLink(page, page.locator('table tbody tr', { hasText: E2E_ATTACHMENT.company }).locator('td a').first())
  const attachment = page.locator('.enquiry-attachment')
  await expect(attachment.getByRole('link', { name: E2E_ATTACHMENT.originalName })).toBeVisible()
  await expect(attachment.getByRole('link')).toHaveAttribute('download', E2E_ATTACHMENT.originalName)
  await expect(page.getByText(/e2e\d+\.pdf/)).toHaveCount(0)

  const member = await registerMemberByApi(page.request)
  await page.goto(`/admin/collections/members?search=${member.mobile}`)
  await followLink(page, page.locator('table tbody tr', { hasText: member.mobile }).locator('td a').first())
  await expect(page.locator('#field-mobile')).toHaveValue(member.mobile)
  await expect(page.getByText('用户名', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '更改密码' })).toBeVisible()
})

test('a member whom an editor disables sees 登录 again on the next page', async ({ page, browser, baseURL }) => {
  const member = await registerMemberByApi(page.request)
  const visitor = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, extraHTTPHeaders: clientAddress })
  await signInAs(visitor, baseURL ?? '', member.token)
  const site = await visitor.newPage()
  await site.goto('/home')
  const topBar = site.locator('header').first()
  await expect(topBar.getByRole('button', { name: '退出登录' }).first()).toBeVisible()

  await signInAsEditor(page)
  await page.goto(`/admin/collections/members?search=${member.mobile}`)
  await followLink(page, page.locator('table tbody tr', { hasText: member.mobile }).locator('td a').first())
  await page.getByRole('checkbox', { name: '已停用' }).check()
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)

  await site.goto('/News')
  await expect(topBar.getByRole('link', { name: '登录' }).first()).toBeVisible()
  await expect(topBar.getByRole('button', { name: '退出登录' })).toHaveCount(0)
  await visitor.close()
})

test('the Chinese admin speaks Chinese in the file details and the dates, and names the preview', async ({ page }) => {
  await signInAsEditor(page)
  await page.goto('/admin/collections/articles')
  await followLink(page, page.locator('table tbody tr td a').first())
  // the publish date reads like every other date of the admin
  await expect(page.locator('.react-datepicker__input-container input').first()).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
  await expect(
    page
      .getByRole('button', { name: '预览' })
      .or(page.getByRole('link', { name: '预览' }))
      .first(),
  ).toBeVisible()

  await page.goto('/admin/collections/media')
  await followLink(page, page.locator('table tbody tr td a').first())
  await expect(page.locator('.copy-to-clipboard')).toContainText('复制链接')
  await expect(page.locator('.copy-to-clipboard')).not.toContainText('Copy URL')
})
