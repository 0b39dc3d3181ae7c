import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { e2eServer, e2eWorkers, ownServer } from './e2e/support/servers'
import { serverEnv, serverNodeFlags } from './server/nodeFlags.mjs'

/**
 * The specs the phone project runs: what a phone changes (the hamburger menu, carousels one slide a
 * view, touch, tables that scroll, layout at 390 px with a phone's user agent) and the member's and
 * customer's own flows. Every other spec checks logic that is the same at every size and runs once,
 * at the desktop size; the layout of every page at phone widths is swept by
 * visitor-sees-every-page-at-every-width.spec.ts.
 */
const phoneSpecs = [
  'catalogue-visitor-explores-vacuum-valves',
  'catalogue-visitor-looks-through-presys',
  'catalogue-visitor-searches',
  'catalogue-visitor-uses-the-download-centre',
  'customer-sends-a-repair-request',
  'engineer-compares-valves',
  'member-exercises-their-data-rights',
  'member-logs-in-and-out',
  'member-registers',
  'member-uses-their-account',
  'pages-pass-accessibility-checks',
  'visitor-finds-products-by-requirement',
  'visitor-gets-search-suggestions',
  'visitor-sees-one-message-at-a-time',
  'visitor-shares-a-quote-list',
  'visitor-switches-language',
  'visitor-uses-the-home-page',
  'visitor-uses-the-menus',
  'visitor-views-honors',
].map((name) => `${name}.spec.ts`)

/**
 * Debian's Chromium in its headless shell, the build Playwright itself runs for headless tests: the
 * same Blink and V8 as /usr/bin/chromium (one source package, one version), without the desktop
 * browser's shell around them, at about half its CPU per test on this two-core machine
 * (docs/decisions/045-the-browser-tests-in-chromium-s-headless-shell.md). CHROMIUM_PATH=/usr/bin/chromium runs
 * the suite in the full browser.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // a worker runs its files one after the other, against its own server (e2e/support/servers.ts)
  fullyParallel: false,
  workers: e2eWorkers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['./e2e/support/timeReporter.ts']],
  use: {
    // the config is read again in each worker, where TEST_PARALLEL_INDEX names the worker's slot
    baseURL: ownServer().url,
    // Recording a trace of every test took a quarter of the browsers' CPU, on a machine whose two
    // cores the browser tests keep busy: in CI a failed test is traced when it runs again (a retry
    // that passes is still reported as flaky, and flaky is a failure to fix); locally, each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
    {
      name: 'phone',
      testMatch: phoneSpecs,
      use: {
        viewport: { width: 390, height: 844 },
        userAgent: devices['iPhone 13'].userAgent,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: Array.from({ length: e2eWorkers }, (_, index) => {
    const server = e2eServer(index)
    // npm test has made each server's copy of the build and its data folder before (e2e/support/buildCopy.mjs,
    // prepareData.mjs: one seeding, copied); run alone, each server makes its own
    const prepare = process.env.E2E_PREPARED
      ? `cd ${server.root} && `
      : `node e2e/support/buildCopy.mjs ${server.root} && cd ${server.root} && node ${path.resolve('scripts/commands.mjs')} prepare-db && `
    return {
      // the flags npm start runs the server with (server/nodeFlags.mjs): what is tested is what runs
      // (the command by its own path: run through the copy's link, it would not know it is the one run)
      command: `${prepare}node ${serverNodeFlags.join(' ')} server.mjs`,
      url: `${server.url}/home`,
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: {
        ...serverEnv,
        DATA_DIR: server.dataDir,
        NODE_ENV: 'production',
        SMS_PROVIDER: 'outbox',
        PORT: String(server.port),
        // each server its own metrics port, or none
        METRICS_PORT: '0',
        SITE_URL: server.url,
        // the test runner acts as the proxy in front of the site: each spec sends its own
        // X-Forwarded-For (e2e/support/member.ts, ownClientAddress) to get its own rate-limit bucket
        TRUST_PROXY: 'loopback',
      },
    }
  }),
})
