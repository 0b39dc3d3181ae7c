import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { locales } from '../src/siteMap'

import { href, newestArticleId, sitePageKeys } from './support/site'

// each language's walk over every page is a test of its own: they spread over the workers
test.describe.configure({ mode: 'parallel' })

for (const locale of locales) {
  test(`${locale} pages have no serious or critical accessibility violations`, async ({ page }) => {
    test.setTimeout(180_000)
    const articleId = await newestArticleId(page, locale)
    const paths = [
      ...sitePageKeys.map((key) => href(locale, key)),
      `${href(locale, 'newsDetail')}?id=${articleId}`,
      // the engineer's tools with their results, the service request form and its tracking
      `${href(locale, 'vacuumCalculator')}?volume=50&startPressure=1000&targetPressure=1&pumpSpeed=100&lineLength=2&lineDiameter=40`,
      `${href(locale, 'compare')}?p=vacuumValve:1&p=vacuumValve:3`,
      // the finder with filters: choices that would leave nothing are shown lighter, still legible
      `${href(locale, 'productFinder')}?size=100&flange=CF`,
      href(locale, 'serviceRequest'),
      href(locale, 'serviceRequestTrack'),
      `${locale === 'zh' ? '' : '/en'}/no-such-page`,
    ]
    const problems: string[] = []
    for (const path of paths) {
      await page.goto(path)
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        // every rule still runs on every element; only the violations are reported in full (axe's
        // details of each passing element were most of its time here)
        .options({ resultTypes: ['violations'] })
        // axe.run in the page itself: by default the builder runs axe in each frame and then again in
        // a blank page it opens to merge the frames' results (a renderer and axe's 550 KB started once
        // more for every page: 2.4 CPU-seconds a page against 1.1, with the same violations found).
        // What that adds is cross-origin frames, and the site can have none: its pages' CSP
        // (server/contentSecurityPolicy.mjs) allows frames from its own origin only.
        .setLegacyMode(true)
        .analyze()
      for (const violation of violations) {
        if (violation.impact === 'serious' || violation.impact === 'critical') {
          problems.push(`${path}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
}
