import { execFileSync } from 'node:child_process'

import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

import { sourceRun } from '../scripts/tsx.mjs'
import type { Enquiry } from '../src/payload-types'
import { ownServer } from './support/servers'

/** The editor account the editor tests log in with (created by e2e/editor-fixtures.ts). */
export const E2E_EDITOR = { email: 'editor@e2e.example.com', password: 'e2e-editor-password' }

/** A colleague of that editor: two people opening the same document (document locks). */
export const E2E_COLLEAGUE = { email: 'colleague@e2e.example.com', password: 'e2e-colleague-password' }

/** An enquiry with Chinese text, commas, quotes and a line break: what the CSV must keep intact. */
export const E2E_ENQUIRY = {
  status: 'new',
  salutation: 'Ms.',
  familyName: '陈',
  firstName: '静',
  company: '苏州晶圆设备有限公司',
  department: '采购部',
  mobile: '13912345678',
  email: 'chen@example.com',
  country: '中国',
  topic: '闸阀询价',
  content: '请报价 DN100 闸阀 10 台，"加急"，谢谢！\n第二行',
  consent: true,
  locale: 'zh',
} satisfies Omit<Enquiry, 'id' | 'createdAt' | 'updatedAt'>

/** An enquiry whose visitor attached a drawing: the admin names it as the visitor did. */
export const E2E_ATTACHMENT = { company: '无锡真空设备有限公司', originalName: '阀门安装图 DN100.pdf' }

/**
 * Writes the fixtures into the database of this worker's server (e2e/support/servers.ts), unless
 * npm test has written them into the prepared data already (E2E_PREPARED: e2e/support/prepareData.mjs).
 */
let fixturesWritten = Boolean(process.env.E2E_PREPARED)
export function editorFixtures(): void {
  if (fixturesWritten) return
  execFileSync(...sourceRun('e2e/editor-fixtures.ts'), {
    env: { ...process.env, DATA_DIR: ownServer().dataDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 60_000,
  })
  fixturesWritten = true
}

/**
 * A staff member's token for Payload's REST API under /cms-api, from the call Payload's login screen
 * makes (`POST /cms-api/users/login`); the reply's session cookie stays in `request`'s context.
 */
export async function staffToken(request: APIRequestContext, account = E2E_EDITOR): Promise<string> {
  editorFixtures()
  const reply = await request.post('/cms-api/users/login', { data: account })
  const { token } = (await reply.json()) as { token?: string }
  if (!reply.ok() || !token) throw new Error(`staff login refused: ${reply.status()}`)
  return token
}

/**
 * Signs the editor (or another staff account) in without opening the login screen: the login call
 * (staffToken) from the page's own context, whose cookie the page then carries. For the tests whose
 * subject comes after the login, which then open the view they need: two loads of the admin fewer
 * (the login screen and the dashboard), each a second or two of the browser's CPU here. The screen
 * itself is walked by {@link logInAsEditor}, in the tests that start on the dashboard.
 */
export async function signInAsEditor(page: Page, account: { email: string; password: string } = E2E_EDITOR): Promise<void> {
  await staffToken(page.request, account)
}

/** Signs the editor (or another staff account) in on Payload's login screen. */
export async function logInAsEditor(page: Page, account: { email: string; password: string } = E2E_EDITOR): Promise<void> {
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(account.email)
  await page.locator('#field-password').fill(account.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL(/\/admin\/?$/)
}

/**
 * Opens the address a link of the admin names, as a click on it would once the page has settled.
 * Payload's list view rewrites the address after it mounts (history.replaceState with its query, and
 * router.replace from its search box's debounce), and Next's router drops a client navigation that
 * began before that rewrite: a click in the first moments after the list loads, which only a test
 * makes, was lost now and then on a busy machine. The link's own address is what is under test.
 */
export async function followLink(page: Page, link: Locator): Promise<void> {
  const target = await link.getAttribute('href')
  expect(target, 'the link names an address').toBeTruthy()
  await page.goto(target as string)
}

/**
 * Reads Payload's REST API with the staff member's session, as the admin's own scripts do: with the
 * site's Origin (the page need not have opened the site yet). With SITE_URL set, Payload believes a
 * session cookie only from the site's own origin (or a browser's same-origin Sec-Fetch-Site), so a
 * bare request is answered as a visitor's.
 */
export function readCmsApi(page: Page, path: string) {
  return page.request.get(path, { headers: { origin: ownServer().url } })
}
