import { expect, type Page, test } from '@playwright/test'

import { editorFixtures, readCmsApi, signInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

async function publishArticle(page: Page, title: string): Promise<number> {
  await page.goto('/admin/collections/articles/create?locale=zh')
  await page.locator('#field-title').fill(title)
  await page.getByRole('button', { name: '发布修改' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)
  await page.waitForURL(/\/admin\/collections\/articles\/\d+/)
  return Number(new URL(page.url()).pathname.split('/').pop())
}

/** Where a visitor's request for this address is sent (status and Location), without following. */
async function answerTo(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] }
}

/** How many redirects from this address are stored (the editor's own REST view). */
async function storedRedirects(page: Page, from: string): Promise<number> {
  const response = await readCmsApi(page, `/cms-api/redirects?where[from][equals]=${encodeURIComponent(from)}&depth=0`)
  return ((await response.json()) as { totalDocs: number }).totalDocs
}

async function newRedirect(page: Page, from: string, toPath: string) {
  await page.goto('/admin/collections/redirects/create?locale=zh')
  // the choice shows the path field once the form has come to life (a click before that is lost)
  await expect(async () => {
    await page.getByText('站内路径', { exact: true }).click()
    await expect(page.locator('#field-toPath')).toBeVisible({ timeout: 1_000 })
  }).toPass()
  await page.locator('#field-from').fill(from)
  await page.locator('#field-toPath').fill(toPath)
  await page.getByRole('button', { name: '保存' }).click()
}

/** Payload's message that the server refused a field of the form (toasts stack up: the one naming `field`). */
const refused = (page: Page, field: string) =>
  page.locator('.payload-toast-container li').filter({ hasText: '下面的字段是无效的' }).filter({ hasText: field }).first()

/** Payload confirms the new redirect and opens it. */
async function saved(page: Page) {
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)
  await page.waitForURL(/\/admin\/collections\/redirects\/\d+/)
}

test('an editor deletes an article and sends its old shared link on to the news list', async ({ page }) => {
  const stamp = Date.now()
  await signInAsEditor(page)
  const id = await publishArticle(page, `将被删除的新闻 ${stamp}`)
  expect((await answerTo(page, `/NewsDetail?id=${id}`)).status).toBe(200)

  await page.goto(`/admin/collections/articles/${id}`)
  await page.locator('.doc-controls__popup button').first().click()
  await page.getByRole('button', { name: '删除' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确认' }).click()
  await page.waitForURL(/\/admin\/collections\/articles\/?(\?.*)?$/)

  // a deleted article's id is never given to the next one: the old link cannot show another article
  const nextId = await publishArticle(page, `下一篇新闻 ${stamp}`)
  expect(nextId).toBeGreaterThan(id)
  expect((await answerTo(page, `/NewsDetail?id=${id}`)).status).toBe(404)

  await newRedirect(page, `/NewsDetail?id=${id}`, '/News')
  await saved(page)
  await expect.poll(() => answerTo(page, `/NewsDetail?id=${id}`)).toEqual({ status: 308, location: '/News' })
  // the English link of the same article is another address: an editor redirects it on its own
  expect((await answerTo(page, `/en/NewsDetail?id=${id}`)).status).toBe(404)
})

test('an editor redirects a renamed page, and cannot send visitors to another site or hide the admin', async ({ page }) => {
  const stamp = Date.now()
  await signInAsEditor(page)

  await newRedirect(page, `/en/old-products-${stamp}`, '/en/VacuumValveMain')
  await saved(page)
  await expect
    .poll(() => answerTo(page, `/en/old-products-${stamp}`))
    .toEqual({
      status: 308,
      location: '/en/VacuumValveMain',
    })
  // a live page is never redirected away
  if ((await storedRedirects(page, '/honor')) === 0) {
    await newRedirect(page, '/honor', '/home')
    await saved(page)
  }
  await expect.poll(() => answerTo(page, `/honor`)).toMatchObject({ status: 200 })

  // a target on another site is refused and nothing is stored
  await newRedirect(page, `/gone-${stamp}`, '//evil.example.com/')
  await expect(refused(page, '目标路径')).toBeVisible()
  await page.locator('#field-toPath').fill('https://evil.example.com/')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(refused(page, '目标路径')).toBeVisible()
  expect(await storedRedirects(page, `/gone-${stamp}`)).toBe(0)

  await page.locator('#field-from').fill('/admin/login')
  await page.locator('#field-toPath').fill('/home')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(refused(page, '旧网址')).toBeVisible()
  expect(await storedRedirects(page, '/admin/login')).toBe(0)
  expect((await answerTo(page, '/admin/login')).location).not.toBe('/home')
})
