import { createHash } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { type Locale, localizedHref, otherProductPages, pages, presysModelPages, vacuumValvePages } from '../src/siteMap'

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

// the tests walk their pages on their own: they spread over the workers
test.describe.configure({ mode: 'parallel' })

/** The public pages of a language: every page of the site map, the products, a search and the newest article. */
async function publicPaths(page: Page, locale: Locale): Promise<string[]> {
  const paths = [
    ...Object.values(pages)
      .filter((entry) => entry.path !== pages.newsDetail.path)
      .map((entry) => entry.path),
    ...vacuumValvePages.map((entry) => entry.path),
    ...otherProductPages.map((entry) => entry.path),
    presysModelPages[0].path,
    `${pages.search.path}?keyword=valve`,
  ].map((path) => localizedHref(locale, path))
  await page.goto(href(locale, 'news'))
  const article = await page.locator('main a[href*="NewsDetail?id="]').first().getAttribute('href')
  if (article) paths.push(article)
  return paths
}

function expectStrictPolicy(policy: string, path: string) {
  expect(scriptSources(policy), `${path} has a script policy`).toMatch(/^\s*script-src 'self'/)
  expect(scriptSources(policy), `${path} allows no inline script wholesale`).not.toContain('unsafe-inline')
  expect(policy).toContain("object-src 'none'")
}

// The pages' scripts are the same in both languages (the words differ, not the code): Chinese, the
// default, is walked in the browser, which reports any refusal; the English pages are read over HTTP,
// where each inline script must be named in its page's policy by its hash, the only way one runs.
test('a visitor opens every public page in zh and no script or style is refused by the policy', async ({ page }) => {
  test.setTimeout(300_000)
  const violations = await watchViolations(page)
  for (const path of await publicPaths(page, 'zh')) {
    const response = await page.goto(path, { waitUntil: 'load' })
    expectStrictPolicy((await response?.allHeaders())?.['content-security-policy'] ?? '', path)
  }
  // the enquiry form's captcha works its proof of work in a worker
  await page.goto('/contactUs')
  await page.locator('#enquiry-familyname').focus()
  await captchaSolved(page)
  expect(violations).toEqual([])
})

test('every public page in en names each of its inline scripts in its policy, by hash', async ({ page, request }) => {
  for (const path of await publicPaths(page, 'en')) {
    const response = await request.get(path)
    // (the model page without a model is the site's 404 page, with the scripts of every page)
    expect([200, 404], path).toContain(response.status())
    const policy = response.headers()['content-security-policy'] ?? ''
    expectStrictPolicy(policy, path)
    const inline = [...(await response.text()).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1])
    expect(inline.length, `${path} has inline scripts`).toBeGreaterThan(0)
    for (const script of inline) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`
      expect(scriptSources(policy), `${path}: ${script.slice(0, 60)}`).toContain(hash)
    }
  }
})

test('the admin login page runs under a policy too, with no violation', async ({ page }) => {
  const violations = await watchViolations(page)
  const response = await page.goto('/admin/login')
  expect((await response?.allHeaders())?.['content-security-policy']).toContain("object-src 'none'")
  await expect(page.locator('input[type="password"]').first()).toBeVisible()
  expect(violations).toEqual([])
})
