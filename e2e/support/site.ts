import { expect, type Page, test, type TestInfo } from '@playwright/test'

import { type Locale, localizedHref, type PageKey, pages } from '../../src/siteMap'

/** The pages of the public site this suite covers, from the site map. */
export const sitePageKeys = [
  'home',
  'news',
  'honor',
  'repair',
  'upgrade',
  'serviceCenter',
  'about',
  'companyProfile',
  'developmentPath',
  'careerOpportunities',
  'recruitment',
] as const satisfies readonly PageKey[]

export const htmlLang: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }

export const href = (locale: Locale, key: PageKey) => localizedHref(locale, pages[key].path)

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone'

/**
 * For the tests of a language whose steps no language changes (the same clicks and answers, only
 * the words differ): the phone run takes them in Chinese, the default. English pages are still
 * loaded and checked at phone widths by the layout sweep and the accessibility checks, and these
 * tests run in English at the desktop size. Call it in the language's `test.describe`.
 */
export function inChineseOnlyOnPhone(locale: Locale) {
  test.skip(({ isMobile }) => isMobile && locale !== 'zh', 'on a phone these steps run in Chinese; English is the desktop run’s')
}

/** The id of the newest article listed in a language, read from the news page. */
export async function newestArticleId(page: Page, locale: Locale): Promise<string> {
  await page.goto(href(locale, 'news'))
  const link = page.locator('main a[href*="NewsDetail?id="]').first()
  const target = await link.getAttribute('href')
  const id = target?.match(/id=(\d+)/)?.[1]
  expect(id, 'the seeded site lists at least one article').toBeTruthy()
  return id as string
}

/** On a phone the header's links live in the hamburger menu: open it first. */
export async function openMobileMenuIfPhone(page: Page, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return
  const hamburger = page.locator('button[aria-controls="mobile-menu"]')
  if ((await hamburger.getAttribute('aria-expanded')) !== 'true') await hamburger.click()
  await expect(page.locator('#mobile-menu')).toBeVisible()
}

/** The part of the header a visitor sees at this size: the top bar, or the open mobile menu. */
export const headerArea = (page: Page, testInfo: TestInfo) =>
  isPhone(testInfo) ? page.locator('#mobile-menu') : page.locator('header > div').first()

/** A message with its `{name}` placeholders filled in, as the page shows it (no plural or select in these). */
export const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
