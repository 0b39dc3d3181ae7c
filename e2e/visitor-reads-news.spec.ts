import { expect, test } from '@playwright/test'

import { articles } from '../src/seed/data/articles'
import { locales, localizedHref } from '../src/siteMap'

import { newestArticleId } from './support/site'

for (const locale of locales) {
  test(`the ${locale} news list shows a featured article, six more, and the rest on "see more"`, async ({ page, request }) => {
    const reply = await request.post('/api/article/index', { data: { type: locale === 'en' ? 2 : 1 } })
    const total = ((await reply.json()) as { data: { list: unknown[] } }).data.list.length
    expect(total, 'the seeded news list is long enough to need "see more"').toBeGreaterThan(7)

    await page.goto(localizedHref(locale, '/News'))
    const featured = page.locator('main section').first().locator('article')
    await expect(featured).toHaveCount(1)
    const shown = page.locator('main ul').first().locator(':scope > li:visible')
    const seeMore = page.getByRole('button', { name: locale === 'zh' ? '查看更多' : 'See more' })
    const cards = page.locator('main a[href*="NewsDetail?id="]:visible')

    await expect(shown).toHaveCount(6)
    await expect(cards).toHaveCount(7)
    // the rest comes page by page from the news call; the seeded list needs one click
    await seeMore.click()
    await expect(seeMore).toHaveCount(0)
    await expect(cards).toHaveCount(total)
    await expect(cards.nth(7)).toBeFocused()
  })
}

test('an article opens by its address, shows its parts, and leads back to the news', async ({ page }) => {
  await page.goto('/News')
  await page.getByRole('button', { name: '查看更多' }).click()
  // the newest seeded article, which has a body (the editors' test articles, newer, may have none)
  const newestSeeded = [...articles].filter((article) => article.text.zh).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0].text
    .zh!.title
  const card = page.locator('main article:visible').filter({ hasText: newestSeeded }).first()
  const title = (await card.getByRole('heading').textContent())?.trim()
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/NewsDetail\?id=\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
  await expect(page.locator('main time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/)
  await expect(page.locator('main .article-body p').first()).toBeVisible()

  // the address is shareable: a fresh visitor opens the same article
  const address = page.url()
  const other = await page.context().browser()!.newPage()
  await other.goto(address)
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
  await other.close()

  await page.getByRole('link', { name: /返回新闻中心/ }).click()
  await expect(page).toHaveURL(/\/News$/)
})

test('NewsDetail without an id opens the article the visitor opened last', async ({ page }) => {
  const id = await newestArticleId(page, 'zh')
  await page.goto(`/NewsDetail?id=${id}`)
  const title = await page.getByRole('heading', { level: 1 }).textContent()
  await page.goto('/home')

  await page.goto('/NewsDetail')
  await expect(page).toHaveURL(new RegExp(`/NewsDetail\\?id=${id}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
})

test('NewsDetail without an id and nothing remembered goes to the news list', async ({ page }) => {
  await page.goto('/en/NewsDetail')
  await expect(page).toHaveURL(/\/en\/News$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
})

test('an id that is no article is a 404, not an error', async ({ request }) => {
  for (const id of ['999999', 'abc', '-1', '1%27%20OR%201%3D1']) {
    expect((await request.get(`/NewsDetail?id=${id}`)).status(), id).toBe(404)
  }
})
