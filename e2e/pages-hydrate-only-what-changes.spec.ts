import { expect, type Locator, type Page, type Response, test } from '@playwright/test'

import { isPhone } from './support/site'

// what React hydrates does not depend on the screen's size
test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'the same hydration at every width'))

/**
 * For each part of the page kept as the server's HTML (`StaticHtml`, decision 049): whether React
 * holds the part itself, and how many elements inside it React holds (its fiber key on the element).
 */
const staticParts = (page: Page) =>
  page.evaluate(() => {
    const held = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))
    return [...document.querySelectorAll('[data-static-html]')].map((part) => ({
      id: part.getAttribute('data-static-html') ?? '',
      text: part.textContent?.trim().slice(0, 40) ?? '',
      elements: part.querySelectorAll('*').length,
      held: held(part),
      heldInside: [...part.querySelectorAll('*')].filter(held).length,
    }))
  })

/**
 * Pages with static parts, and the kinds of parts: the footer and top bar everywhere, banners, cards,
 * tables, a GET form, carousel slides, a search page whose banner holds a box the visitor uses.
 */
const pagesWithStaticParts = [
  '/home',
  '/en/News',
  '/contactUs',
  '/VacuumValveMain',
  '/download',
  '/productFinder',
  '/vacuumCalculator',
  '/compare',
  '/serviceRequest',
  '/search?keyword=valve',
  '/honor',
  '/about',
  '/Presys',
]

/**
 * What a static part may hold that a visitor uses: links (one listener opens them), buttons one
 * listener answers (`data-download-item`), and the fields of a form the browser sends itself (GET).
 * A client component drawn inside one would look the same and never answer: these are its marks.
 */
const unansweredInside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-static-html]')].flatMap((part) =>
      [...part.querySelectorAll('button, input, select, textarea, [role="combobox"], [aria-expanded], [aria-controls]')]
        .filter((element) => {
          const nativeForm = element.closest('form[method="get"]') !== null && !element.matches('[role="combobox"], [aria-expanded]')
          return !element.matches('button[data-download-item]') && !nativeForm
        })
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim()}"`),
    ),
  )

test('a static part holds nothing a visitor uses that React would have to answer', async ({ page }) => {
  for (const path of pagesWithStaticParts) {
    await page.goto(path)
    expect(await page.locator('[data-static-html]').count(), `${path} has static parts`).toBeGreaterThan(0)
    expect(await unansweredInside(page), path).toEqual([])
  }
})

/**
 * The children the page's data (its inline RSC payload) gives each `StaticHtml` and `HydrateOnUse`
 * element: an element for React to parse and build with the page, or a promise (`$@…`), a row the
 * browser parses only when it draws the part.
 */
async function partChildrenInThePayload(page: Page, path: string) {
  const html = await (await page.request.get(path)).text()
  let payload = ''
  for (const [, push] of html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    const [kind, text] = JSON.parse(push) as [number, string?]
    if (kind === 1 && text) payload += text
  }
  const rows = new Map<string, string>()
  for (const line of payload.split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0 && /^[0-9a-f]+$/.test(line.slice(0, colon))) rows.set(line.slice(0, colon), line.slice(colon + 1))
  }
  const parts = new Map<string, string>()
  for (const [id, row] of rows) {
    const name = row.startsWith('I[') ? /"(StaticHtml|HydrateOnUse)"\]$/.exec(row)?.[1] : undefined
    if (name) parts.set(`$L${id}`, name)
  }
  const found: string[] = []
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return
    if (Array.isArray(value)) {
      const name = value[0] === '$' && typeof value[1] === 'string' ? parts.get(value[1]) : undefined
      if (name) {
        const children = (value[3] as { children?: unknown }).children
        found.push(`${name} ${typeof children === 'string' && children.startsWith('$@') ? 'apart' : JSON.stringify(children).slice(0, 60)}`)
      }
    }
    for (const inner of Object.values(value)) walk(inner)
  }
  for (const row of rows.values()) if (row.startsWith('[') || row.startsWith('{')) walk(JSON.parse(row))
  return found
}

test('the elements of the parts a page does not draw at its load travel apart, in rows the browser parses when it draws them', async ({
  page,
}) => {
  for (const path of pagesWithStaticParts) {
    const children = await partChildrenInThePayload(page, path)
    expect(children.length, `${path} has parts written by the server`).toBeGreaterThan(0)
    expect(
      children.filter((child) => !child.endsWith(' apart')),
      `${path}: a server component writes StaticPart and HydrateOnUsePart`,
    ).toEqual([])
  }
})

test('the scripts a page runs as it loads come marked to be compiled as they arrive, not at their first call (decision 056)', async ({
  page,
}) => {
  for (const path of ['/home', '/productFinder']) {
    const scripts = new Map<string, Promise<string>>()
    const listen = (response: Response) => {
      if (/\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(response.url()).pathname)) scripts.set(response.url(), response.text())
    }
    page.on('response', listen)
    // the load event waits for the scripts the page adds once its HTML is parsed (decision 028)
    await page.goto(path, { waitUntil: 'load' })
    page.off('response', listen)
    const loaded = await Promise.all([...scripts].map(async ([url, text]) => ({ url, text: await text })))
    // among them React DOM's client (hydrateRoot) and Next's router (it reads the page's data with React's Flight client)
    expect(loaded.filter(({ text }) => text.includes('hydrateRoot')).length, `${path} loads React`).toBe(1)
    for (const { url, text } of loaded) expect(text.slice(0, 40), `${path}: ${url}`).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/)
  }
})

const titles = (page: Page) => page.getByTestId('finder-result-title').allTextContents()

test('the parts with nothing to do in the browser stay the server’s HTML, and the finder draws them anew when its results change', async ({
  page,
  browser,
}) => {
  await page.goto('/productFinder')
  await expect(page.getByTestId('finder-answers')).toHaveAttribute('data-ready', 'true')

  const parts = await staticParts(page)
  // the footer's link groups and each result card's picture, name and figures
  expect(
    parts.find((part) => part.id && part.text && part.elements > 20),
    'a footer nav of links',
  ).toBeTruthy()
  expect(parts.length).toBeGreaterThanOrEqual(2 + (await page.getByTestId('finder-result').count()))
  for (const part of parts) {
    expect(part.held, `React holds the part "${part.text}"`).toBe(true)
    expect(part.heldInside, `nothing inside "${part.text}" is hydrated`).toBe(0)
  }
  // what a visitor uses in a card waits for the page's first use (nothing is chosen for comparison)
  const toggleHeld = await page
    .getByTestId('compare-toggle')
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
  expect(toggleHeld).toBe(false)

  // a change of the filters: the cards are drawn in the browser, the same as the server draws that address
  const before = await titles(page)
  await page.getByTestId('filter-actuation').locator('input').first().check()
  await expect.poll(() => titles(page)).not.toEqual(before)
  const other = await browser.newPage()
  await other.goto(page.url())
  expect(await titles(page)).toEqual(await titles(other))
  await other.close()
  const cardHead = page.getByTestId('finder-result').first().locator('.finder-card-head')
  expect(await cardHead.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))).toBe(true)
})

test('a page opened by a link of the site draws its static parts itself, and the page left keeps its own', async ({ page }) => {
  await page.goto('/compare')
  await expect(page.locator('footer nav a').first()).toBeVisible()
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

  // a footer link, inside the footer's server HTML, is opened by the site's router (no new document)
  await page.locator('footer nav a[href="/News"]').first().click()
  await expect(page).toHaveURL(/\/News$/)
  const articles = page.locator('main article')
  await expect(articles.first()).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  // drawn by React in the browser: its elements are React's
  const drawnHere = await articles.first().evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
  expect(drawnHere).toBe(true)
  // the footer was not drawn again: still the server's HTML
  for (const part of await staticParts(page)) if (part.text.length > 0 && !part.id.includes('_r_')) expect(part.heldInside).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/compare$/)
  await expect(page.locator('main h1')).toBeVisible()
})

/** Whether React holds the element: its fiber key on it. */
const heldByReact = (part: Locator) => part.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))

test('the parts only a person uses are hydrated at the first use, and are handed that use', async ({ page }) => {
  await page.goto('/productFinder')
  await expect(page.getByTestId('finder-answers')).toHaveAttribute('data-ready', 'true')
  const filters = page.getByTestId('finder-filters')
  const mainMenu = page.locator('header nav[aria-label="主导航"] > ul')
  const searchBox = page.locator('header form[role="search"]')
  const cardActions = page.locator('.finder-card-actions').first()
  const pageLinks = page.getByTestId('finder-pages')
  // the page is React's; its filters, main menu, search box, cards' buttons and page links are still
  // the server's HTML, whole
  expect(await heldByReact(page.getByTestId('finder-answers'))).toBe(true)
  for (const part of [filters, mainMenu, searchBox, cardActions, pageLinks]) {
    await expect(part).toBeVisible()
    expect(await heldByReact(part)).toBe(false)
  }
  await expect(filters.locator('input')).not.toHaveCount(0)

  // the first use: React hydrates the form at the pointer's press and hands it the tick
  await filters.getByTestId('filter-actuation').locator('input').first().check()
  await expect(page).toHaveURL(/\?actuation=/)
  await expect(page.getByTestId('finder-count')).not.toContainText('30')
  expect(await heldByReact(filters)).toBe(true)
  // the other parts follow, a moment later
  await expect.poll(() => heldByReact(mainMenu)).toBe(true)
  await expect.poll(() => heldByReact(searchBox)).toBe(true)
  await expect.poll(() => heldByReact(cardActions)).toBe(true)
})

test('a page link and a compare toggle used first are answered in the page, and the toggle keeps the focus', async ({ page }) => {
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  await page.goto('/productFinder')
  await expect(page.getByTestId('finder-answers')).toHaveAttribute('data-ready', 'true')
  const firstTitle = (await titles(page))[0]

  // the page's first use is a click on page 2: React hydrates the links and the click is answered here
  const pageLinks = page.getByTestId('finder-pages')
  expect(await heldByReact(pageLinks)).toBe(false)
  await pageLinks.getByRole('link', { name: /2/ }).first().click()
  await expect(page).toHaveURL(/[?&]page=2/)
  await expect.poll(async () => (await titles(page))[0]).not.toBe(firstTitle)
  expect(documents).toHaveLength(1)

  // a new load, and the first use is the keyboard: the toggle React gets is the element that has the
  // focus (the same button, not one drawn anew), and a key toggles it
  await page.goto('/productFinder')
  await expect(page.getByTestId('finder-answers')).toHaveAttribute('data-ready', 'true')
  const toggle = page.getByTestId('compare-toggle').first()
  expect(await heldByReact(toggle)).toBe(false)
  await toggle.evaluate((element) => ((element as HTMLElement & { seen?: boolean }).seen = true))
  await toggle.focus()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await page.keyboard.press('Space')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => (document.activeElement as HTMLElement & { seen?: boolean }).seen)).toBe(true)
  expect(documents).toHaveLength(2)
})

test('with a product chosen for comparison, the toggles are hydrated with the page and show it at once', async ({ page }) => {
  await page.goto('/productFinder')
  await expect(page.getByTestId('finder-answers')).toHaveAttribute('data-ready', 'true')
  const firstCard = page.getByTestId('finder-result').first()
  await firstCard.getByTestId('compare-toggle').click()
  await expect(firstCard.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true')

  // a new load with no use of the page: the chosen product's toggle is pressed, the others are not
  await page.reload()
  await expect(page.getByTestId('finder-answers')).toHaveAttribute('data-ready', 'true')
  await expect(firstCard.getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('finder-result').nth(1).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'false')
  // the filters still wait for a use
  expect(await heldByReact(page.getByTestId('finder-filters'))).toBe(false)
})

test('a page opened by a link of the site draws the parts only a person uses at once', async ({ page }) => {
  await page.goto('/News')
  await page.locator('header nav[aria-label="主导航"] a[href="/productFinder"]').first().click()
  await expect(page).toHaveURL(/\/productFinder$/)
  await expect(page.getByTestId('finder-filters')).toBeVisible()
  expect(await heldByReact(page.getByTestId('finder-filters'))).toBe(true)
})
