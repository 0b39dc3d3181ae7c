import { defineConfig, devices } from '@playwright/test'

import { serverEnv, serverNodeFlags } from './server/nodeFlags.mjs'

const port = Number(process.env.E2E_PORT ?? 3100)

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
    {
      name: 'phone',
      use: {
        viewport: { width: 390, height: 844 },
        userAgent: devices['iPhone 13'].userAgent,
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    // the flags npm start runs the server with (server/nodeFlags.mjs): what is tested is what runs
    command: `node scripts/commands.mjs prepare-db && node ${serverNodeFlags.join(' ')} server.mjs`,
    url: `http://127.0.0.1:${port}/home`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    env: {
      ...serverEnv,
      DATA_DIR: '.e2e-data',
      NODE_ENV: 'production',
      SMS_PROVIDER: 'outbox',
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      // the test runner acts as the proxy in front of the site: each spec sends its own
      // X-Forwarded-For (e2e/support/member.ts, ownClientAddress) to get its own rate-limit bucket
      TRUST_PROXY: 'loopback',
    },
  },
})
