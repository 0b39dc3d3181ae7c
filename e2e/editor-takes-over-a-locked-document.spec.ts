import { type Browser, expect, type Page, test } from '@playwright/test'

import { E2E_COLLEAGUE, editorFixtures, logInAsEditor, readCmsApi } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

async function newEditorPage(browser: Browser, account?: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  const page = await context.newPage()
  await logInAsEditor(page, account)
  return page
}

test('an editor opening an article a colleague is editing is warned before typing, and a take-over keeps what the colleague typed', async ({
  browser,
}) => {
  const stamp = Date.now()
  const first = await newEditorPage(browser)
  await first.goto('/admin/collections/articles/create?locale=zh')
  await first.locator('#field-title').fill(`锁定测试 ${stamp}`)
  await first.getByRole('button', { name: '发布修改' }).click()
  await expect(first.locator('.payload-toast-container')).toContainText(/成功/)
  await first.waitForURL(/\/admin\/collections\/articles\/\d+/)
  const articlePath = new URL(first.url()).pathname
  const articleId = articlePath.split('/').pop()

  // the first editor types (the lock is taken with the first change, when the form reports it)
  await first.locator('#field-intro').fill(`第一位编辑正在输入的摘要 ${stamp}`)
  const locks = `/cms-api/payload-locked-documents?where[document.relationTo][equals]=articles&where[document.value][equals]=${articleId}`
  await expect.poll(async () => (await (await readCmsApi(first, locks)).json()).totalDocs).toBe(1)

  // the colleague opens the same article: warned before typing, the form is covered
  const second = await newEditorPage(browser, E2E_COLLEAGUE)
  await second.goto(`${articlePath}?locale=zh`)
  const locked = second.getByRole('dialog').filter({ hasText: '文档已锁定' })
  await expect(locked).toBeVisible()
  await expect(locked).toContainText('当前正在编辑此文档')

  // the dialog closes at once; the lock changes hands with the request that follows
  const handedOver = second.waitForResponse(
    (response) => response.url().includes('/payload-locked-documents/') && response.request().method() === 'PATCH',
  )
  await locked.getByRole('button', { name: '接管' }).click()
  await expect(locked).toBeHidden()
  expect((await handedOver).ok()).toBe(true)
  await second.locator('#field-title').fill(`同事接管后修改的标题 ${stamp}`)

  // the first editor's next keystroke tells them; what they typed is kept for them
  await first.locator('#field-intro').pressSequentially('，再补一句')
  const takenOver = first.getByRole('dialog').filter({ hasText: '编辑已被接管' })
  await expect(takenOver).toBeVisible({ timeout: 15_000 })
  await takenOver.getByRole('button', { name: '只读查看' }).click()
  // Payload renders the document anew with the saved text (the notice with it): only the notice still has what was typed
  await expect(first.locator('#field-intro')).not.toHaveValue(/再补一句/)
  const kept = first.getByRole('alert').filter({ hasText: '尚未保存' })
  await expect(kept).toBeVisible()
  await expect(kept.locator('textarea').first()).toHaveValue(`第一位编辑正在输入的摘要 ${stamp}，再补一句`)

  await first.context().close()
  await second.context().close()
})
