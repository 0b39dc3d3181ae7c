import { expect, test } from '@playwright/test'

import { editorFixtures, followLink, logInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

test('an editor on a fresh site is told that nobody chose who hears of enquiries, until someone does', async ({ page }) => {
  await logInAsEditor(page)
  const warning = page.getByRole('alert').filter({ hasText: '未设置询盘通知邮箱' })

  // the seeded contact cards hold sample managers under example.com, and the site settings name nobody:
  // the mail goes to those three addresses and the first administrator, and the warning says so
  await expect(warning).toBeVisible()
  await expect(warning).toContainText(/新询盘目前发往客户经理卡片上的示例邮箱（[^）]+）和第一位管理员（e2e-admin@example\.com）/)
  for (const card of ['chen.xiaoming@example.com', 'liu.jia@example.com', 'huang.zhiqiang@example.com'])
    await expect(warning).toContainText(card)
  await page.goto('/admin/collections/enquiries')
  await expect(warning).toBeVisible()

  await expect(warning.getByRole('link')).toHaveAttribute('href', /\/admin\/globals\/site-settings$/)
  await followLink(page, warning.getByRole('link'))
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
