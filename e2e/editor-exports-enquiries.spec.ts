import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { E2E_ENQUIRY, editorFixtures, signInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())

test('an editor exports the enquiries as a CSV file that keeps the Chinese text intact', async ({ page }) => {
  await signInAsEditor(page)
  await page.goto('/admin/collections/enquiries')
  await expect(page.getByRole('link', { name: E2E_ENQUIRY.company }).or(page.getByText(E2E_ENQUIRY.company))).toBeVisible()

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByText('导出 CSV').click()])
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = await readFile(await download.path())

  // the byte-order mark makes Excel read the file as UTF-8
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf8')
  expect(text.split('\r\n')[0]).toContain('称呼,姓,名,公司,部门,手机,邮箱,国家/地区,主题,内容')
  expect(text).toContain(`${E2E_ENQUIRY.familyName},${E2E_ENQUIRY.firstName},${E2E_ENQUIRY.company},${E2E_ENQUIRY.department}`)
  // quotes doubled and the line break kept inside one quoted cell
  expect(text).toContain(`"${E2E_ENQUIRY.content.replaceAll('"', '""')}"`)
})
