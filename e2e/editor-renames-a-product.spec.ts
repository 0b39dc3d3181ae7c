import { expect, type Page, test } from '@playwright/test'

import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { signInAs } from './support/catalogue'
import { ownClientAddress, registerMemberByApi } from './support/member'
import { editorFixtures, readCmsApi, signInAsEditor } from './editor-staff'

const clientAddress = ownClientAddress()
test.use({ extraHTTPHeaders: clientAddress })
test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')
// two renames, a member's visit in two languages, and the names put back
test.setTimeout(180_000)

const original = siteNames.vacuumValves[2]

/** The admin's edit screen of the butterfly valve (/VacuumValve2) in one content language. */
async function openValve(page: Page, locale: 'zh' | 'en') {
  const reply = await readCmsApi(page, '/cms-api/vacuum-valves?where[pageNumber][equals]=2&depth=0&limit=1')
  const [valve] = ((await reply.json()) as { docs: { id: number }[] }).docs
  await page.goto(`/admin/collections/vacuum-valves/${valve.id}?locale=${locale}`)
  await expect(page.locator('#field-title')).toBeEnabled()
}

async function rename(page: Page, locale: 'zh' | 'en', name: string) {
  await openValve(page, locale)
  await page.locator('#field-title').fill(name)
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)
}

test('an editor renames a product in both languages, and menu, breadcrumb, heading and tab title follow', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now() % 100000
  const renamed = { zh: `蝶形调节阀 ${stamp}`, en: `Butterfly Regulating Valve ${stamp}` }
  await signInAsEditor(page)
  try {
    await rename(page, 'zh', renamed.zh)
    await rename(page, 'en', renamed.en)

    // a member reads the product page; the menus are the same for everyone
    const member = await registerMemberByApi(page.request)
    const visitor = await browser.newContext({ baseURL, viewport: { width: 1366, height: 768 }, extraHTTPHeaders: clientAddress })
    await signInAs(visitor, baseURL ?? '', member.token)
    const site = await visitor.newPage()
    for (const [locale, path] of [
      ['zh', '/VacuumValve2'],
      ['en', '/en/VacuumValve2'],
    ] as const) {
      // within seconds: the publish expires the cached names
      await expect(async () => {
        await site.goto(path)
        await expect(site.locator('h1')).toHaveText(renamed[locale], { timeout: 1000 })
      }).toPass({ timeout: 10_000 })
      await expect(site).toHaveTitle(new RegExp(`^${renamed[locale]}`))
      await expect(site.getByRole('navigation', { name: locale === 'zh' ? '当前位置' : 'Breadcrumb' })).toContainText(renamed[locale])
      const menu = site.getByRole('navigation', { name: locale === 'zh' ? '主导航' : 'Main menu' })
      await menu.getByRole('link', { name: siteNames.pages.vacuumValveMain[locale], exact: true }).hover()
      await expect(menu.getByRole('link', { name: renamed[locale], exact: true })).toBeVisible()
      await expect(menu.getByRole('link', { name: original[locale], exact: true })).toHaveCount(0)
    }
    await visitor.close()
  } finally {
    await rename(page, 'zh', original.zh)
    await rename(page, 'en', original.en)
  }
})

test('an editor who gives a product the name of another page cannot save it', async ({ page }) => {
  await signInAsEditor(page)
  await openValve(page, 'zh')
  await page.locator('#field-title').fill(siteNames.pages.honor.zh)
  const answer = page.waitForResponse(
    (response) => /\/cms-api\/vacuum-valves\/\d+/.test(response.url()) && response.request().method() === 'PATCH',
  )
  await page.getByRole('button', { name: '保存', exact: true }).click()
  const refused = await answer
  expect(refused.status()).toBe(400)
  // the toast names the field; which page holds the name is checked in tests/admin/admin-page-names.test.ts
  await expect(page.locator('.payload-toast-container')).toContainText('名称')
  const stored = await readCmsApi(page, '/cms-api/vacuum-valves?where[pageNumber][equals]=2&depth=0&locale=zh')
  expect(await stored.text()).toContain(original.zh)
})
