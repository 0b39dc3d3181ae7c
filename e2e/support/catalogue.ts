import { expect, type Page } from '@playwright/test'

import { type Locale, localizedHref, otherProductPages, pages } from '@/siteMap'

export { localizedHref }
export const bothLocales: Locale[] = ['zh', 'en']

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

/** Follows "Next" from the current page until it is gone; returns the paths visited. */
export async function walkNextChain(page: Page): Promise<string[]> {
  const visited = [pathOf(page)]
  for (let step = 0; step < 30; step++) {
    const next = page.getByTestId('nav-next')
    if ((await next.count()) === 0) return visited
    await Promise.all([page.waitForURL((url) => `${url.pathname}${url.search}` !== visited.at(-1)), next.click()])
    await expect(page.locator('h1')).toBeVisible()
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
