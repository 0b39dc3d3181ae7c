import { expect, type Page, test } from '@playwright/test'

import { locales, otherProductPages, pages, presysModelPages, vacuumValvePages } from '../src/siteMap'

import { captchaSolved } from './support/enquiries'
import { href, isPhone } from './support/site'

// The policy and the page scripts are the same at every size: checked on the desktop project.
test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'the policy does not depend on the screen'))

/** Records every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const reported: string[] = []
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) reported.push(`console: ${message.text()}`)
  })
  await page.exposeFunction('reportCspViolation', (text: string) => reported.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`)
    })
  })
  return reported
}

const scriptSources = (policy: string) => policy.split(';').find((part) => part.trim().startsWith('script-src')) ?? ''

// each language's walk over every page is a test of its own: they spread over the workers
test.describe.configure({ mode: 'parallel' })

for (const locale of locales) {
  test(`a visitor opens every public page in ${locale} and no script or style is refused by the policy`, async ({ page }) => {
    test.setTimeout(300_000)
    const violations = await watchViolations(page)
    const paths = [
      ...Object.values(pages)
        .filter((entry) => entry.path !== pages.newsDetail.path)
        .map((entry) => entry.path),
      ...vacuumValvePages.map((entry) => entry.path),
      ...otherProductPages.map((entry) => entry.path),
      presysModelPages[0].path,
      `${pages.search.path}?keyword=valve`,
    ].map((path) => (locale === 'zh' ? path : `/en${path}`))

    await page.goto(href(locale, 'news'))
    const article = await page.locator('main a[href*="NewsDetail?id="]').first().getAttribute('href')
    if (article) paths.push(article)

    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'load' })
      const policy = (await response?.allHeaders())?.['content-security-policy'] ?? ''
      expect(scriptSources(policy), `${path} has a script policy`).toMatch(/^\s*script-src 'self'/)
      expect(scriptSources(policy), `${path} allows no inline script wholesale`).not.toContain('unsafe-inline')
      expect(policy).toContain("object-src 'none'")
    }
    // the enquiry form's captcha works its proof of work in a worker
    await page.goto(locale === 'zh' ? '/contactUs' : '/en/contactUs')
    await page.locator('#enquiry-familyname').focus()
    await captchaSolved(page)
    expect(violations).toEqual([])
  })
}

test('the admin login page runs under a policy too, with no violation', async ({ page }) => {
  const violations = await watchViolations(page)
  const response = await page.goto('/admin/login')
  expect((await response?.allHeaders())?.['content-security-policy']).toContain("object-src 'none'")
  await expect(page.locator('input[type="password"]').first()).toBeVisible()
  expect(violations).toEqual([])
})
