import { expect, test } from '@playwright/test'

import en from '../src/messages/en/common.json' with { type: 'json' }
import zh from '../src/messages/zh/common.json' with { type: 'json' }
import { vacuumValvePages } from '../src/siteMap'
import { bothLocales, catalogueText, localizedHref } from './support/catalogue'

const carouselText = { zh: zh.carousel, en: en.carousel }

for (const locale of bothLocales) {
  test(`a visitor browses the valve types and reads the FAQ (${locale})`, async ({ page, isMobile }) => {
    const t = catalogueText[locale]
    await page.goto(localizedHref(locale, '/VacuumValveMain'))
    const carousel = page.getByRole('region', { name: t.valveMain.types })
    const slides = carousel.locator('.carousel-slide')
    await expect(slides).toHaveCount(vacuumValvePages.length)
    // the slides follow the site map's order and lead to the valve pages
    const hrefs = await slides.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(vacuumValvePages.map((v) => localizedHref(locale, v.path)))

    // three per view on a desktop, one on a phone, and a bullet for each place a view stops at: laid
    // out by CSS before the carousel is React's (it is hydrated at the first use, decision 050) and after
    const carouselBox = await carousel.locator('.carousel').boundingBox()
    const slideBox = await slides.first().boundingBox()
    expect(Math.round((carouselBox?.width ?? 0) / (slideBox?.width ?? 1))).toBe(isMobile ? 1 : 3)
    const bullets = carousel.locator('.carousel-dot:visible')
    const places = vacuumValvePages.length - (isMobile ? 1 : 3) + 1
    await expect(bullets).toHaveCount(places)
    await expect(carousel.locator('.carousel[data-ready]')).toHaveCount(0)

    // the first use hydrates the carousel and is handed to it
    await carousel.getByRole('button', { name: carouselText[locale].next, exact: true }).click()
    await expect(slides.nth(1)).toHaveClass(/carousel-slide-active/)
    await expect(carousel.locator('.carousel[data-ready]')).toHaveCount(1)
    await expect(bullets).toHaveCount(places)
    // and with the arrow keys, from the focused button
    await page.keyboard.press('ArrowRight')
    await expect(slides.nth(2)).toHaveClass(/carousel-slide-active/)
    await page.keyboard.press('ArrowLeft')
    await expect(slides.nth(1)).toHaveClass(/carousel-slide-active/)

    const faq = page.getByTestId('faq').locator('details')
    await expect(faq).toHaveCount(3)
    await faq.first().locator('summary').click()
    await expect(faq.first()).toHaveAttribute('open', '')
    await expect(faq.first().locator('p')).toBeVisible()
  })
}
