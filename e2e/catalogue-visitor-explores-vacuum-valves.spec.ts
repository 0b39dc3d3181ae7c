import { expect, test } from '@playwright/test'

import { vacuumValvePages } from '@/siteMap'

import { bothLocales, localizedHref } from './support/catalogue'

test.use({ locale: 'zh-CN' })

for (const locale of bothLocales) {
  test(`a visitor browses the eight valve types and reads the FAQ (${locale})`, async ({ page, isMobile }) => {
    await page.goto(localizedHref(locale, '/VacuumValveMain'))
    const carousel = page.getByRole('region', { name: locale === 'zh' ? '阀门类型' : 'Valve types' })
    const slides = carousel.locator('.swiper-slide')
    await expect(slides).toHaveCount(8)
    // the slides follow the site map's order and lead to the valve pages
    const hrefs = await slides.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(vacuumValvePages.map((v) => localizedHref(locale, v.path)))

    // three per view on a desktop, one on a phone
    await expect(carousel.locator('.swiper-initialized')).toHaveCount(1)
    const carouselBox = await carousel.boundingBox()
    const slideBox = await slides.first().boundingBox()
    const perView = Math.round((carouselBox?.width ?? 0) / (slideBox?.width ?? 1))
    expect(perView).toBe(isMobile ? 1 : 3)

    const next = carousel.getByRole('button', { name: locale === 'zh' ? '下一组' : 'Next' })
    await next.click()
    await expect(slides.nth(1)).toHaveClass(/swiper-slide-active/)

    const faq = page.getByTestId('faq').locator('details')
    await expect(faq).toHaveCount(3)
    await faq.first().locator('summary').click()
    await expect(faq.first()).toHaveAttribute('open', '')
    await expect(faq.first().locator('p')).toBeVisible()
  })
}
