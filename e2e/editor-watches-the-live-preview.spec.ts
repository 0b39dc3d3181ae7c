import { expect, type Page, test } from '@playwright/test'

import { editorFixtures, readCmsApi, signInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

async function publish(page: Page) {
  await page.getByRole('button', { name: '发布修改' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)
}

/** Opens the preview pane beside the form (the admin remembers whether it was open last time). */
async function openLivePreview(page: Page) {
  await expect(page.getByRole('button', { name: /实时预览/ })).toBeVisible()
  const open = page.getByRole('button', { name: '实时预览', exact: true })
  if (await open.isVisible()) await open.click()
  await expect(page.getByRole('button', { name: '退出实时预览' })).toBeVisible()
  // the page in the pane has received the form and follows it from now on
  await expect(previewPane(page).locator('html[data-live-preview="following"]')).toBeAttached({ timeout: 20_000 })
}

/** Closes the pane again: the admin remembers it per editor, and the other editor tests expect the plain form. */
async function closeLivePreview(page: Page) {
  await page.getByRole('button', { name: '退出实时预览' }).click()
  await expect(page.locator('#live-preview-iframe')).toBeHidden()
}

/** The public page in the preview pane beside the form. */
const previewPane = (page: Page) => page.frameLocator('#live-preview-iframe')

test('an editor types a new article title and sees it in the preview beside the form, in Chinese and English', async ({
  page,
  request,
}) => {
  // two languages, each published and then previewed
  test.setTimeout(120_000)
  const stamp = Date.now()
  await signInAsEditor(page)
  await page.goto('/admin/collections/articles/create?locale=zh')
  await page.locator('#field-title').fill(`预览中的新闻 ${stamp}`)
  await page.locator('#field-intro').fill(`预览摘要 ${stamp}`)
  await publish(page)
  await page.waitForURL(/\/admin\/collections\/articles\/\d+/)
  const id = new URL(page.url()).pathname.split('/').pop()
  await page.goto(`/admin/collections/articles/${id}?locale=en`)
  await page.locator('#field-title').fill(`Article in preview ${stamp}`)
  await page.locator('#field-intro').fill(`Preview summary ${stamp}`)
  await publish(page)

  for (const [locale, before, after] of [
    ['zh', `预览中的新闻 ${stamp}`, `改过的标题 ${stamp}`],
    ['en', `Article in preview ${stamp}`, `A changed title ${stamp}`],
  ] as const) {
    await page.goto(`/admin/collections/articles/${id}?locale=${locale}`)
    await openLivePreview(page)
    const pane = previewPane(page)
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(before, { timeout: 20_000 })
    await expect(page.locator('#live-preview-iframe')).toHaveAttribute(
      'src',
      new RegExp(`path=${encodeURIComponent(locale === 'en' ? '/en/NewsDetail' : '/NewsDetail')}`),
    )

    // typing, not saving: the pane follows
    await page.locator('#field-title').fill(after)
    await expect(pane.getByRole('heading', { level: 1 })).toHaveText(after)
    await page.locator('#field-intro').fill(`${after} — summary`)
    await expect(pane.getByText(`${after} — summary`)).toBeVisible()
  }

  await closeLivePreview(page)

  // nothing was saved: visitors still read the published titles, from the cache
  const visitorPage = await request.get(`/NewsDetail?id=${id}`, { headers: { Cookie: '' } })
  expect(await visitorPage.text()).toContain(`预览中的新闻 ${stamp}`)
})

test('an editor previews a product page beside its form, and visitors keep the cached page', async ({ page, request }) => {
  await signInAsEditor(page)
  const found = await readCmsApi(page, '/cms-api/other-products?where[slug][equals]=mne&depth=0')
  const { docs } = (await found.json()) as { docs: { id: number }[] }
  await page.goto(`/admin/collections/other-products/${docs[0]?.id}?locale=zh`)
  await openLivePreview(page)
  const pane = previewPane(page)
  await expect(pane.getByRole('heading', { level: 1 })).toContainText('MNE', { timeout: 20_000 })

  const intro = page.locator('#field-intro')
  const typed = `MNE 密封件的新介绍 ${Date.now()}`
  const before = await intro.inputValue()
  await intro.fill(typed)
  if (before.trim()) await expect(pane.getByText(typed)).toBeVisible()

  await closeLivePreview(page)

  // the public product page is still served from the shared cache for visitors
  const first = await request.get('/mne', { headers: { Cookie: '' } })
  expect(first.headers()['cache-control']).toContain('s-maxage')
  expect(await first.text()).not.toContain(typed)
})

test('a visitor who opens the preview address gets the public page, never draft mode or another site', async ({ request }) => {
  const opened = await request.get('/preview?path=%2Fmne', { maxRedirects: 0 })
  expect(opened.status()).toBe(307)
  expect(opened.headers()['location']).toBe('/mne')
  expect(opened.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  for (const elsewhere of ['//evil.example.com/', 'https://evil.example.com/', '/\t/evil.example.com']) {
    const answer = await request.get(`/preview?path=${encodeURIComponent(elsewhere)}`, { maxRedirects: 0 })
    expect(answer.headers()['location']).toBe('/home')
  }
})
