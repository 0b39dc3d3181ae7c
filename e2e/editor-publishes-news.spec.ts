import { type Browser, expect, type Page, test } from '@playwright/test'

import { editorFixtures, logInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())

/** Publishes what the form holds and waits for Payload's confirmation. */
async function publish(page: Page) {
  await page.getByRole('button', { name: '发布修改' }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)
}

/**
 * What a visitor whose browser speaks this language sees at this path: a fresh browser context
 * each time, because the site follows the browser's language and remembers the visitor's choice
 * (after /en/home, /home would answer with /en/home).
 */
async function visitorSees(browser: Browser, locale: 'zh' | 'en', path: string, text: string): Promise<boolean> {
  const visitor = await browser.newContext({ locale: locale === 'zh' ? 'zh-CN' : 'en-US' })
  try {
    const page = await visitor.newPage()
    await page.goto(path)
    return (await page.getByText(text).count()) > 0
  } finally {
    await visitor.close()
  }
}

/**
 * The public news list. /News is another page's work; until it exists (404) the home page's
 * "latest news" shows what an editor published.
 */
async function newsListPath(page: Page, locale: 'zh' | 'en'): Promise<string> {
  const prefix = locale === 'en' ? '/en' : ''
  const news = await page.request.get(`${prefix}/News`)
  return news.status() === 404 ? `${prefix}/home` : `${prefix}/News`
}

test('an editor publishes a news item in Chinese and English and it appears on the site', async ({ browser, page }, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`
  const zhTitle = `公司新闻：超高真空角阀量产 ${stamp}`
  const enTitle = `Company news: UHV angle valve in production ${stamp}`

  const listPaths = { zh: await newsListPath(page, 'zh'), en: await newsListPath(page, 'en') }
  // render (and so cache) both lists first: what follows must expire the cached pages
  for (const locale of ['zh', 'en'] as const) expect(await visitorSees(browser, locale, listPaths[locale], stamp)).toBe(false)

  await logInAsEditor(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh')

  // the admin remembers each editor's last content language: choose Chinese explicitly
  await page.goto('/admin/collections/articles/create?locale=zh')
  await page.locator('#field-title').fill(zhTitle)
  await page.locator('#field-intro').fill('我们的超高真空角阀已投入量产。')
  await publish(page)
  await page.waitForURL(/\/admin\/collections\/articles\/\d+/)
  const articleUrl = new URL(page.url())

  await page.goto(`${articleUrl.pathname}?locale=en`)
  await expect(page.locator('#field-title')).toHaveValue('')
  await page.locator('#field-title').fill(enTitle)
  await page.locator('#field-intro').fill('Our UHV angle valve is now in series production.')
  await publish(page)

  for (const [locale, title] of [
    ['zh', zhTitle],
    ['en', enTitle],
  ] as const) {
    // revalidation by tag: the cached page shows the new item within seconds, without a restart
    await expect.poll(() => visitorSees(browser, locale, listPaths[locale], title), { timeout: 15_000 }).toBe(true)
  }
})
