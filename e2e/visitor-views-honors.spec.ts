import { expect, test } from '@playwright/test'

import { locales, localizedHref } from '../src/siteMap'

const labels = {
  zh: { honors: '荣誉证书', patents: '专利证书', open: '查看大图', zoomIn: '放大', close: '关闭', home: '返回首页' },
  en: { honors: 'Honor certificates', patents: 'Patents', open: 'View larger', zoomIn: 'Zoom in', close: 'Close', home: 'Back to home' },
}

for (const locale of locales) {
  test(`${locale}: opening one carousel closes the other, and a certificate opens in the viewer`, async ({ page }) => {
    const text = labels[locale]
    await page.goto(localizedHref(locale, '/honor'))
    const honors = page.getByRole('button', { name: text.honors, exact: true })
    const patents = page.getByRole('button', { name: text.patents, exact: true })
    const honorPanel = page.getByRole('region', { name: text.honors, exact: true })
    const patentPanel = page.getByRole('region', { name: text.patents, exact: true })

    await expect(honors).toHaveAttribute('aria-expanded', 'true')
    await expect(patents).toHaveAttribute('aria-expanded', 'false')
    await expect(honorPanel).toBeVisible()
    await expect(patentPanel).toBeHidden()

    await patents.click()
    await expect(patents).toHaveAttribute('aria-expanded', 'true')
    await expect(honors).toHaveAttribute('aria-expanded', 'false')
    await expect(patentPanel).toBeVisible()
    await expect(honorPanel).toBeHidden()
    // the patent carousel measured itself when its panel opened
    const slideWidth = await patentPanel
      .locator('.carousel-slide')
      .first()
      .evaluate((el) => el.getBoundingClientRect().width)
    expect(slideWidth).toBeGreaterThan(100)

    const thumbnail = patentPanel.getByRole('button', { name: new RegExp(text.open) }).first()
    await thumbnail.click()
    const viewer = page.getByRole('dialog')
    await expect(viewer).toBeVisible()
    await expect(viewer.locator('img').first()).toBeVisible()
    await viewer.getByRole('button', { name: text.zoomIn }).click()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
    // back where the visitor was: on the thumbnail that opened the viewer
    await expect(thumbnail).toBeFocused()

    await page.getByRole('link', { name: text.home }).last().click()
    await expect(page).toHaveURL(new RegExp(`${localizedHref(locale, '/home')}$`))
  })
}

test('the honor carousels show four certificates a view on a desktop', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'phone', 'a phone shows fewer')
  await page.goto('/honor')
  const track = page.getByRole('region', { name: '荣誉证书', exact: true }).locator('.carousel')
  const [slide, width] = await track.evaluate((el) => [
    el.querySelector('.carousel-slide')?.getBoundingClientRect().width ?? 0,
    el.getBoundingClientRect().width,
  ])
  expect(Math.round(width / slide)).toBe(4)
})

test('the carousel buttons are round and easy to tap at every size', async ({ page }) => {
  await page.goto('/honor')
  const panel = page.getByRole('region', { name: labels.zh.honors, exact: true })
  for (const name of ['上一张', '暂停轮播', '下一张']) {
    const box = await panel.getByRole('button', { name, exact: true }).boundingBox()
    expect(box && Math.round(box.width), name).toBe(box && Math.round(box.height))
    expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(40)
  }
})
