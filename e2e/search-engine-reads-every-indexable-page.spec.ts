import { expect, test } from '@playwright/test'

import { mainMenu, type MenuItem, presysModelPages, vacuumValvePages } from '../src/siteMap'

import { isPhone } from './support/site'

test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'server HTML does not depend on the screen'))
// Next streams the metadata of a dynamic page after the content for browsers and for crawlers that run
// scripts, but puts it in the <head> for those that do not, such as Baidu's, the one this site lives by
test.use({ userAgent: 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)' })

const attribute = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1]?.replace(/&amp;/g, '&')

/**
 * Every address of /sitemap.xml that a crawler can read names itself as canonical and lists its
 * language versions (zh-CN, en, x-default) exactly as the sitemap does. Member-only product pages
 * send a crawler to the login instead, which is not indexed.
 */
test('a search engine finds a canonical address and its language versions on every page of the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
    url: entry.match(/<loc>([^<]+)<\/loc>/)?.[1]?.replace(/&amp;/g, '&') ?? '',
    alternates: Object.fromEntries(
      [...entry.matchAll(/<xhtml:link[^>]*>/g)].map(([tag]) => [attribute(tag, 'hreflang'), attribute(tag, 'href')]),
    ),
  }))
  const paths = entries.map((entry) => new URL(entry.url).pathname + new URL(entry.url).search)
  expect(paths).toContain('/contactUs')
  expect(paths).toContain('/en/contactUs')

  const memberPaths = [...vacuumValvePages, ...presysModelPages].map((page) => page.path)
  const members = new Set(memberPaths.flatMap((path) => [path, `/en${path}`]))
  const problems: string[] = []
  for (const [index, entry] of entries.entries()) {
    const path = paths[index]
    const response = await request.get(path, { maxRedirects: 0 })
    if (members.has(path)) {
      if (![302, 303, 307].includes(response.status())) problems.push(`${path}: a member page answered ${response.status()}`)
      continue
    }
    if (response.status() !== 200) {
      problems.push(`${path}: answered ${response.status()}`)
      continue
    }
    const head = (await response.text()).split('</head>')[0]
    const canonical = [...head.matchAll(/<link rel="canonical"[^>]*>/g)].map(([tag]) => attribute(tag, 'href'))
    if (canonical.length !== 1 || canonical[0] !== entry.url) problems.push(`${path}: canonical ${canonical.join(', ') || 'missing'}`)
    const alternates = Object.fromEntries(
      [...head.matchAll(/<link rel="alternate"[^>]*hrefLang="[^"]*"[^>]*>/g)].map(([tag]) => [
        attribute(tag, 'hrefLang'),
        attribute(tag, 'href'),
      ]),
    )
    try {
      expect(alternates).toEqual(entry.alternates)
    } catch {
      problems.push(`${path}: hreflang ${JSON.stringify(alternates)} against the sitemap's ${JSON.stringify(entry.alternates)}`)
    }
  }
  expect(problems).toEqual([])
})

/**
 * The desktop menu's dropdowns are drawn only when opened, so a crawler that runs no script finds
 * their pages in the pages themselves: each is linked from the main content of its section's page
 * (the menu entry it drops from) or of another page of the same dropdown, not only from the menu
 * or the footer, whose links editors choose.
 */
test('a search engine finds every page of a dropdown in the content of its section', async ({ request }) => {
  const contentLinks = async (path: string) => {
    const html = await (await request.get(path, { maxRedirects: 0 })).text()
    const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? ''
    return new Set([...main.matchAll(/href="([^"#?]+)/g)].map(([, href]) => href))
  }
  const pathsOf = (items: MenuItem[]): string[] =>
    items.flatMap((item) => [...(item.href ? [item.href] : []), ...pathsOf(item.children ?? [])])
  const unlinked: string[] = []
  for (const section of mainMenu.filter((item) => item.children)) {
    const dropdown = pathsOf(section.children ?? [])
    const linked = new Set<string>()
    for (const path of new Set([section.href ?? '', ...dropdown].filter(Boolean)))
      for (const href of await contentLinks(path)) linked.add(href)
    unlinked.push(...dropdown.filter((path) => path !== section.href && !linked.has(path)))
  }
  expect(unlinked).toEqual([])
})
