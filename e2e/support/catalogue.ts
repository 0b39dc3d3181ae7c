import { type BrowserContext, expect, type Page } from '@playwright/test'

import en from '../../src/messages/en/catalogue.json' with { type: 'json' }
import zh from '../../src/messages/zh/catalogue.json' with { type: 'json' }
import { type Locale, localizedHref, otherProductPages, pages } from '../../src/siteMap'

export { localizedHref }
export const bothLocales: Locale[] = ['zh', 'en']

/** The catalogue's interface texts, as the pages show them. */
export const catalogueText = { zh: zh.catalogue, en: en.catalogue }

/** The catalogue pages a visitor may open. */
export const publicCataloguePaths: string[] = [
  pages.vacuumValveMain.path,
  pages.presys.path,
  pages.presysBrief.path,
  pages.presysProcess.path,
  pages.download.path,
  pages.search.path,
  ...otherProductPages.map((o) => o.path),
]

/** Chinese characters: how a test tells a Chinese title from an English one without knowing the content. */
export const chinese = /[\u4e00-\u9fff]/

/** The path and query of the page, without the origin. */
export const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}

/** The "Next" button of a product chain. */
export const nextButton = (page: Page) => page.locator('#main a[rel="next"]')

/**
 * Follows "Next" from the current page until it is gone; returns the paths visited. `onEachPage`
 * checks every page on the way.
 */
export async function walkNextChain(page: Page, onEachPage?: (path: string) => Promise<void>): Promise<string[]> {
  const visited = [pathOf(page)]
  for (let step = 0; step < 30; step++) {
    await expect(page.locator('#main h1')).toBeVisible()
    await onEachPage?.(pathOf(page))
    const next = nextButton(page)
    if ((await next.count()) === 0) return visited
    await Promise.all([page.waitForURL((url) => `${url.pathname}${url.search}` !== visited.at(-1)), next.click()])
    visited.push(pathOf(page))
  }
  throw new Error(`The Next chain did not stop: ${visited.join(' → ')}`)
}

/** The JSON-LD objects of the page. */
export async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.flatMap((text) => {
    const parsed: unknown = JSON.parse(text)
    return (Array.isArray(parsed) ? parsed : [parsed]) as Record<string, unknown>[]
  })
}

/**
 * Puts a member's session into a browser context, as logging in does: the httpOnly cookie the
 * server reads, and the token the pages send in the UserToken header.
 */
export async function signInAs(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'member_token', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }])
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token)
}
