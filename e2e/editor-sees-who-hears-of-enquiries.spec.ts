import { expect, test } from '@playwright/test'

import { editorFixtures, logInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

test('an editor on a fresh site is told that nobody chose who hears of enquiries, until someone does', async ({ page }) => {
  await logInAsEditor(page)
  const warning = page.getByRole('alert').filter({ hasText: '未设置询盘通知邮箱' })

  // the seeded contact cards hold sample managers under example.com, and the site settings name nobody
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('第一位管理员')
  await page.goto('/admin/collections/enquiries')
  await expect(warning).toBeVisible()

  await warning.getByRole('link').click()
  await page.waitForURL(/\/admin\/globals\/site-settings/)
  await page.locator('#field-notifyEmails').fill('sales@e2e.example.com')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)

  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: '概览' })).toBeVisible()
  await expect(warning).toBeHidden()
  await page.goto('/admin/collections/enquiries')
  await expect(page.locator('.export-csv')).toBeVisible()
  await expect(warning).toBeHidden()

  // leave the site as the other tests expect it
  await page.goto('/admin/globals/site-settings')
  await page.locator('#field-notifyEmails').fill('')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)
})
