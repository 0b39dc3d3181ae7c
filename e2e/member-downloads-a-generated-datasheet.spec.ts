import { execFileSync } from 'node:child_process'

import { expect, type Page, test } from '@playwright/test'

import enCatalogue from '../src/messages/en/catalogue.json' with { type: 'json' }
import enFinder from '../src/messages/en/finder.json' with { type: 'json' }
import zhCatalogue from '../src/messages/zh/catalogue.json' with { type: 'json' }
import zhFinder from '../src/messages/zh/finder.json' with { type: 'json' }
import { siteNames } from '../src/siteMap/namesOfAFreshSite'
import { presysModelPages, vacuumValvePages } from '../src/siteMap'
import { signInAs } from './support/catalogue'
import { type Locale, localized, ownClientAddress, registerMemberByApi } from './support/member'

const catalogue = { zh: zhCatalogue.catalogue, en: enCatalogue.catalogue }
const specs = { zh: zhFinder.finder.specs, en: enFinder.finder.specs }
const uhvPage = vacuumValvePages.find((v) => v.name === 'UHV')!
const uhv = { ...uhvPage, title: siteNames.vacuumValves[uhvPage.pageNumber] }
const y78Page = presysModelPages.find((p) => p.name === 'y78')!
const y78 = { ...y78Page, title: siteNames.presysModels[y78Page.id] }

test.use({ extraHTTPHeaders: ownClientAddress() })

/** The text of a PDF, read with poppler's pdftotext (scripts/test.sh installs poppler-utils). */
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8')

/** Presses the page's download button and fetches the file the grant opens. */
async function downloadFromPage(page: Page, locale: Locale): Promise<Buffer> {
  const granted = page.waitForResponse((response) => response.url().endsWith('/api/product/download'))
  const opened = page.context().waitForEvent('page')
  await page
    .getByRole('button', { name: new RegExp(catalogue[locale].download.action) })
    .first()
    .click()
  const reply = await (await granted).json()
  expect(reply.code, reply.msg).toBe(1)
  await (await opened).close()
  const file = await page.context().request.get(reply.data)
  expect(file.ok()).toBe(true)
  expect(file.headers()['cache-control']).toBe('private, no-store')
  return file.body()
}

for (const locale of ['zh', 'en'] as Locale[]) {
  test(`a member downloads the datasheet generated from a valve's specifications (${locale})`, async ({ page, context, baseURL }) => {
    const member = await registerMemberByApi(context.request)
    await signInAs(context, baseURL!, member.token)
    await page.goto(localized(locale, uhv.path))
    // the technical-data tab is built from the same specifications
    await expect(page.getByTestId('technical-data')).toContainText('DN16, DN25, DN40, DN63')
    await page.getByRole('tab', { name: catalogue[locale].valve.downloadFile }).click()

    const text = pdfText(await downloadFromPage(page, locale))
    expect(text).toContain(uhv.title[locale])
    for (const label of [specs[locale].sizes, specs[locale].flanges, specs[locale].leakRate, specs[locale].bakeout])
      expect(text).toContain(label)
    expect(text).toContain('DN16, DN25, DN40, DN63')
    expect(text).toContain('250 °C')
    expect(text).toMatch(locale === 'zh' ? /不锈钢 SUS316L/ : /Stainless steel 316L/)
    expect(text).toMatch(/1×10-10 mbar·l\/s/)
  })

  test(`a member downloads the datasheet of a Presys model (${locale})`, async ({ page, context, baseURL }) => {
    const member = await registerMemberByApi(context.request)
    await signInAs(context, baseURL!, member.token)
    await page.goto(localized(locale, y78.path))
    const text = pdfText(await downloadFromPage(page, locale))
    expect(text).toContain(y78.title[locale])
    expect(text).toContain('DN40, DN63, DN100, DN160')
    expect(text).toContain(specs[locale].bakeout)
  })
}
