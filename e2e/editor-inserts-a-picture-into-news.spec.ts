import { expect, test } from '@playwright/test'

import { editorFixtures, signInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

test('an editor inserting a picture into an article is offered public images only', async ({ page }) => {
  await signInAsEditor(page)
  await page.goto('/admin/collections/articles/create?locale=zh')
  const content = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await content.click()
  await content.pressSequentially('/上传')
  await page.locator('.slash-menu-popup').getByText('上传', { exact: true }).click()

  // the drawer lists the image library; datasheets and visitors' attachments are not even offered
  const drawer = page.locator('.list-drawer')
  await expect(drawer).toBeVisible()
  await expect(drawer).toContainText('图片')
  await expect(drawer).not.toContainText('技术资料文件')
  await expect(drawer).not.toContainText('询盘附件')
  await expect(drawer.locator('.list-drawer__select-collection')).toHaveCount(0)
  // in Chinese, without the internal fields of document locks and object storage
  await expect(drawer.locator('table tbody tr').first()).toBeVisible()
  await expect(drawer).toContainText('替代文字')
  await expect(drawer).not.toContainText(/Taken Over Notice|Prefix|Object Key/i)
})

test('the media library lists its images under Chinese column names only', async ({ page }) => {
  await signInAsEditor(page)
  await page.goto('/admin/collections/media')
  const list = page.locator('.collection-list')
  await expect(list.locator('table tbody tr').first()).toBeVisible()
  await expect(list.locator('table thead')).toContainText('替代文字')
  await expect(list).not.toContainText(/Taken Over Notice|Prefix|Object Key|‹没有/i)
  // nor among the columns and filters an editor may add
  await page.getByRole('button', { name: '列', exact: true }).click()
  await expect(page.locator('.pill-selector, .column-selector').first()).toBeVisible()
  await expect(page.locator('.pill-selector, .column-selector').first()).not.toContainText(/Taken Over Notice|Prefix|Object Key/i)
})
