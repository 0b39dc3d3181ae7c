import { expect, test } from '@playwright/test'

import { editorFixtures, signInAsEditor } from './editor-staff'

test.beforeAll(() => editorFixtures())
test.skip(({ isMobile }) => isMobile, 'the admin is used at a desktop size')

test('an editor schedules a new draft by picking only a time, and its publication is what gets scheduled', async ({ page }) => {
  await signInAsEditor(page)
  await page.goto('/admin/collections/articles/create?locale=zh')
  await page.locator('#field-title').fill(`下月新品预告 ${Date.now()}`)
  await page.getByRole('button', { name: '保存草稿' }).click()
  await page.waitForURL(/\/admin\/collections\/articles\/\d+/)
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)

  // the arrow beside 发布修改, then 预约发布
  await page.locator('#action-save').locator('xpath=..').locator('.popup-button').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish__scheduler').locator('xpath=ancestor::*[contains(@class,"drawer")][1]')

  // what Payload preselected here was 取消发布 (unpublish): of a draft that was never published
  await expect(drawer.getByRole('radio', { name: '发布', exact: true })).toBeChecked()
  await expect(drawer.getByRole('radio', { name: '取消发布' })).toBeDisabled()

  // the editor only picks a time: a day next month, the first time of that day
  await drawer.locator('#time input').first().click()
  await page.locator('.react-datepicker__navigation--next').click()
  await page.locator('.react-datepicker__day--015:not(.react-datepicker__day--outside-month)').click()
  await page.locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)').first().click()
  await drawer.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.locator('.payload-toast-container')).toContainText(/成功/)

  const upcoming = drawer.locator('table tbody tr')
  await expect(upcoming).toHaveCount(1)
  await expect(upcoming.first()).toContainText('发布')
  await expect(upcoming.first()).not.toContainText('取消发布')
})
