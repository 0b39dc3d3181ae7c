import { expect, test } from '@playwright/test'

import { locales, pages } from '../src/siteMap'

import { href, htmlLang, isPhone, sitePageKeys } from './support/site'

// Server HTML is the same at every size: checked once, on the desktop project.
test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'server HTML does not depend on the screen'))

const firstMatch = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.trim() ?? ''

for (const locale of locales) {
  test(`every page answers in ${locale} with its heading, title and language versions in the HTML`, async ({ request }) => {
    const newsHtml = await (await request.get(href(locale, 'news'))).text()
    const articleId = firstMatch(newsHtml, /NewsDetail\?id=(\d+)/)
    expect(articleId, 'the seeded site lists articles').not.toBe('')

    const paths = [...sitePageKeys.map((key) => href(locale, key)), `${href(locale, 'newsDetail')}?id=${articleId}`]
    const titles = new Set<string>()
    for (const path of paths) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      expect(html, path).toContain(`<html lang="${htmlLang[locale]}"`)
      expect(firstMatch(html, /<h1[^>]*>([^<]+)</), `${path} has its main heading in the HTML`).not.toBe('')
      const title = firstMatch(html, /<title>([^<]+)<\/title>/)
      expect(title, path).not.toBe('')
      titles.add(title)
      expect(firstMatch(html, /<meta name="description" content="([^"]+)"/), path).not.toBe('')
      const pathOnly = path.replace(/^\/en/, '')
      expect(html, path).toContain(`hrefLang="${htmlLang[locale]}" href="http`)
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${pathOnly.replace('?', '\\?')}"`))
    }
    expect(titles.size, 'each page has its own title').toBe(paths.length)
  })

  test(`a 404 is the site's own page in the server's HTML in ${locale}: the header, the message and the footer`, async ({ request }) => {
    const notFound = locale === 'zh' ? '页面不存在' : 'Page not found'
    // a path no route knows, an article that is gone, a Presys model that is none
    for (const path of [
      `${locale === 'zh' ? '' : '/en'}/no-such-page`,
      `${href(locale, 'newsDetail')}?id=999999`,
      `${href(locale, 'presysDetail')}?id=99`,
    ]) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      const html = await response.text()
      // not Next's empty document for the browser's script to fill (src/runtime/pageStatus.mjs)
      expect(html, path).not.toContain('__next_error__')
      expect(html, path).toContain(`<html lang="${htmlLang[locale]}"`)
      expect(firstMatch(html, /<h1[^>]*>([^<]+)</), path).toBe(notFound)
      expect(html, path).toMatch(/<header[\s>]/)
      expect(html, path).toMatch(/<footer[\s>]/)
      expect(html, path).toContain('<meta name="robots" content="noindex"/>')
    }
  })

  test(`an unknown path is a real 404 in ${locale} with a way home`, async ({ page }) => {
    const response = await page.goto(`${locale === 'zh' ? '' : '/en'}/no-such-page`)
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[locale])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'zh' ? '页面不存在' : 'Page not found')
    await page
      .locator('main')
      .getByRole('link', { name: locale === 'zh' ? '返回首页' : 'Back to home' })
      .click()
    await expect(page).toHaveURL(new RegExp(`${href(locale, 'home')}$`))
  })
}

test('English pages declare their Chinese version and the other way round', async ({ request }) => {
  const zh = await (await request.get(pages.about.path)).text()
  const en = await (await request.get(`/en${pages.about.path}`)).text()
  for (const html of [zh, en]) {
    expect(html).toMatch(/<link rel="alternate" hrefLang="zh-CN" href="https?:\/\/[^"]+\/about"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="https?:\/\/[^"]+\/en\/about"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^"]+\/about"/)
  }
})

test('search engines find sitemap.xml and robots.txt', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  expect(await robots.text()).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)

  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const xml = await sitemap.text()
  for (const key of sitePageKeys) {
    expect(xml).toContain(`${pages[key].path}</loc>`)
    expect(xml).toContain(`/en${pages[key].path}</loc>`)
  }
  expect(xml).toMatch(/NewsDetail\?id=\d+<\/loc>/)
  expect(xml).toContain('hreflang="x-default"')
})
