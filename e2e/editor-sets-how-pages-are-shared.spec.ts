import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { editorFixtures, signInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

/** Publishes what the form holds and waits for Payload's confirmation. */
async function publish(page: Page) {
  await page.getByRole('button', { name: '发布修改' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)
}

/** The head tags a search engine or a chat app reads from a page (a visitor's request, no cookies). */
async function sharedAs(request: APIRequestContext, path: string) {
  const html = await (await request.get(path, { headers: { Cookie: '' } })).text()
  const meta = (attribute: 'property' | 'name', key: string) => html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`))?.[1]
  return {
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
  }
}

test('an editor gives an article its own search title and description, in Chinese and in English', async ({ page, playwright }) => {
  const stamp = Date.now()
  const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  await signInAsEditor(page)

  await page.goto('/admin/collections/articles/create?locale=zh')
  await page.locator('#field-title').fill(`插板阀新品发布 ${stamp}`)
  await page.locator('#field-intro').fill('新一代插板阀今日发布。')
  await publish(page)
  await page.waitForURL(/\/admin\/collections\/articles\/\d+/)
  const id = new URL(page.url()).pathname.split('/').pop()

  // left empty, the SEO fields take the page's own: its title and its summary
  let shared = await sharedAs(visitor, `/NewsDetail?id=${id}`)
  expect(shared.ogTitle).toBe(`插板阀新品发布 ${stamp}`)
  expect(shared.ogDescription).toBe('新一代插板阀今日发布。')
  expect(shared.twitterCard).toBe('summary')

  await page.locator('#field-seo__title').fill(`插板阀 | 搜索标题 ${stamp}`)
  await page.locator('#field-seo__description').fill('搜索结果里显示的描述。')
  await publish(page)
  // an article is shared with visitors as any public page: a publish shows within seconds
  await expect
    .poll(async () => (await sharedAs(visitor, `/NewsDetail?id=${id}`)).ogTitle, { timeout: 15_000 })
    .toBe(`插板阀 | 搜索标题 ${stamp}`)
  shared = await sharedAs(visitor, `/NewsDetail?id=${id}`)
  expect(shared.title).toContain(`插板阀 | 搜索标题 ${stamp}`)
  expect(shared.ogTitle).toBe(`插板阀 | 搜索标题 ${stamp}`)
  expect(shared.description).toBe('搜索结果里显示的描述。')
  expect(shared.ogDescription).toBe('搜索结果里显示的描述。')

  await page.goto(`/admin/collections/articles/${id}?locale=en`)
  await page.locator('#field-title').fill(`New gate valve ${stamp}`)
  await page.locator('#field-seo__title').fill(`Gate valve | search title ${stamp}`)
  await publish(page)
  await expect
    .poll(async () => (await sharedAs(visitor, `/en/NewsDetail?id=${id}`)).ogTitle, { timeout: 15_000 })
    .toBe(`Gate valve | search title ${stamp}`)
  shared = await sharedAs(visitor, `/en/NewsDetail?id=${id}`)
  // the English summary is empty: the description falls back to the article's title
  expect(shared.ogDescription).toBeTruthy()
  // the Chinese page keeps its own
  expect((await sharedAs(visitor, `/NewsDetail?id=${id}`)).ogTitle).toBe(`插板阀 | 搜索标题 ${stamp}`)
  await visitor.dispose()
})

test('a product page is shared with its picture as an absolute address', async ({ request }) => {
  for (const path of ['/mne', '/en/mne']) {
    const shared = await sharedAs(request, path)
    expect(shared.ogTitle).toBeTruthy()
    expect(shared.ogImage).toMatch(/^https?:\/\/[^/]+\/cms-api\/media\/file\//)
    expect(shared.twitterCard).toBe('summary_large_image')
  }
})

test('an editor sets the search title of the news list, a page without a record of its own', async ({ page }) => {
  const stamp = Date.now()
  await signInAsEditor(page)
  await page.goto('/admin/globals/page-seo?locale=zh')
  await page
    .getByRole('button', { name: /添加.*页面/ })
    .first()
    .click()
  const row = page.locator('#field-pages .array-field__row').last()
  await row.locator('.react-select').first().click()
  await page.getByRole('option', { name: '新闻中心' }).click()
  await row.locator('input[name$=".title"]').fill(`新闻中心 | 阀门资讯 ${stamp}`)
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)

  await expect.poll(async () => (await sharedAs(page.request, '/News')).ogTitle, { timeout: 15_000 }).toBe(`新闻中心 | 阀门资讯 ${stamp}`)
  // the English list has no English SEO title yet: it keeps its own name
  expect((await sharedAs(page.request, '/en/News')).ogTitle).not.toContain(String(stamp))
})
