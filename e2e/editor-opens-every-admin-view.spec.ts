import { expect, type Page, test } from '@playwright/test'

import { adminViews, E2E_SERIAL_NUMBERS } from './admin-views'
import { signInAsEditor } from './editor-staff'

/**
 * Every address the page asked another host for: the requests the browser made, and those the
 * site's CSP refused before they left (a refused script may never reach the network).
 */
function foreignRequests(page: Page, ownOrigin: string): string[] {
  const foreign: string[] = []
  const isForeign = (url: string) => /^(https?|wss?):/.test(url) && new URL(url).origin !== ownOrigin
  page.on('request', (request) => {
    if (isForeign(request.url())) foreign.push(request.url())
  })
  page.on('console', (message) => {
    // Chromium's words: "Refused to load the script 'https://…' because it violates …"
    const refused = /Refused to [^']*'([^']+)'/.exec(message.text())
    if (refused && isForeign(refused[1])) foreign.push(refused[1])
  })
  return foreign
}

/** Opens an admin view and waits until its scripts have run and fetched what they fetch. */
async function open(page: Page, path: string) {
  const reply = await page.goto(path)
  expect(reply?.status(), path).toBeLessThan(400)
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.template-default'), path).toBeVisible()
}

test('every list, document and global of the admin loads nothing from another host', async ({ page, baseURL }) => {
  const views = adminViews()
  // every view loads once; on two busy cores a view takes one to three seconds
  test.setTimeout(60_000 + (views.collections.length * 2 + views.globals.length) * 5_000)
  expect(views.collections.map((collection) => collection.slug)).toEqual(
    expect.arrayContaining(['service-requests', 'quote-shares', 'enquiries', 'members', 'users']),
  )
  const foreign = foreignRequests(page, new URL(baseURL ?? '').origin)
  await signInAsEditor(page)
  const paths = [
    '/admin',
    '/admin/account',
    ...views.collections.flatMap(({ slug, id }) => [`/admin/collections/${slug}`, `/admin/collections/${slug}/${id ?? 'create'}`]),
    ...views.globals.map((slug) => `/admin/globals/${slug}`),
  ]
  const visited: string[] = []
  for (const path of paths) {
    await open(page, path)
    visited.push(path)
  }
  expect(visited).toHaveLength(paths.length)
  expect(foreign).toEqual([])
})

test('staff read a service request’s serial numbers and a shared quote list’s lines as text', async ({ page }) => {
  const views = adminViews()
  await signInAsEditor(page)

  await page.goto(`/admin/collections/service-requests/${views.serviceRequestId}`)
  const serials = page.getByTestId('serial-numbers')
  await expect(serials.getByText('序列号', { exact: true })).toBeVisible()
  await expect(serials.getByRole('listitem')).toHaveText([...E2E_SERIAL_NUMBERS])

  await page.goto(`/admin/collections/quote-shares/${views.quoteShareId}`)
  const lines = page.getByTestId('quote-lines')
  await expect(lines.getByRole('columnheader')).toHaveText(['产品', '通径', '法兰', '数量', '备注'])
  const row = lines.getByRole('row').nth(1)
  await expect(row.getByRole('cell').first()).toContainText(views.sharedProduct.title.zh)
  await expect(row.getByRole('cell').nth(3)).toHaveText('3')
  await expect(row.getByRole('cell').nth(4)).toHaveText('加急')
})
