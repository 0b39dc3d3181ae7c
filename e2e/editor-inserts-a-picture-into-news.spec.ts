import { expect, test } from '@playwright/test'

import { editorFixtures, logInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

test('an editor inserting a picture into an article is offered public images only', async ({ page }) => {
  await logInAsEditor(page)
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
})
