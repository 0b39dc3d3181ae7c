import type { Page } from '@playwright/test'

import { type Locale, otherProductPages, pages } from '../../src/siteMap'

/**
 * The public routes a visitor can open without an account, from the site map: its pages (not the
 * member-only ones), the other-product chain, a search with results. An article is added by the test.
 */
export const publicRoutes: string[] = [
  ...Object.values(pages)
    .filter((page) => !('membersOnly' in page && page.membersOnly) && page.path !== pages.newsDetail.path)
    .map((page) => (page.path === pages.search.path ? `${page.path}?keyword=valve` : page.path)),
  ...otherProductPages.map((page) => page.path),
]

export const sweepWidths = [320, 390, 768, 1024, 1366, 1920] as const

export interface LayoutFlaw {
  what: string
  where: string
}

/**
 * What a visitor would notice on the page as it stands: a sideways scroll, a control whose label
 * does not fit (clipped, or a short label broken over two lines), a placeholder cut off, a tap target
 * under 24 × 24 px (WCAG 2.2 target size, with its spacing exception), a `{name}`-style placeholder
 * left in the text, and on Chinese pages a caption or image text in Latin letters only.
 */
export async function layoutFlaws(page: Page, locale: Locale): Promise<LayoutFlaw[]> {
  return page.evaluate((lang) => {
    const flaws: { what: string; where: string }[] = []
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      const label = el.getAttribute('aria-label') ?? el.getAttribute('placeholder') ?? ''
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${text || label}`.trim()
    }
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      return (
        box.width > 0 &&
        box.height > 0 &&
        style.visibility !== 'hidden' &&
        Number(style.opacity) > 0 &&
        !el.closest('[aria-hidden="true"], [hidden], .sr-only')
      )
    }

    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1) {
      const wide = [...document.body.querySelectorAll('*')].find(
        (el) => el.getBoundingClientRect().right > root.clientWidth + 1 && shown(el),
      )
      flaws.push({ what: `scrolls sideways by ${root.scrollWidth - root.clientWidth} px`, where: wide ? describe(wide) : 'page' })
    }

    // the header holds its own: nothing in it reaches out over the page below or beside it
    const header = document.querySelector('header')
    if (header) {
      const bounds = header.getBoundingClientRect()
      const outside = (el: Element) => {
        const box = el.getBoundingClientRect()
        return box.top < bounds.top - 1 || box.bottom > bounds.bottom + 1 || box.left < bounds.left - 1 || box.right > bounds.right + 1
      }
      for (const el of header.querySelectorAll('*')) {
        if (!shown(el) || !outside(el) || (el.parentElement && el.parentElement !== header && outside(el.parentElement))) continue
        flaws.push({ what: 'sticks out of the header', where: describe(el) })
      }
    }

    const placeholder = document.body.innerText.match(/\{[a-z]+\}/)
    if (placeholder) flaws.push({ what: `shows the placeholder ${placeholder[0]}`, where: 'text' })

    const controls = [
      ...document.querySelectorAll(
        'button, [role="tab"], [role="button"], input[type="submit"], select, a.inline-flex, a.flex, a.block, header a, footer a',
      ),
    ].filter(shown)
    for (const control of controls) {
      if (control.scrollWidth > control.clientWidth + 1 && getComputedStyle(control).overflowX !== 'visible') {
        flaws.push({ what: 'label clipped', where: describe(control) })
      }
      const text = (control.textContent ?? '').trim()
      // a short label (a word, a few Chinese characters; in the header and footer any short label)
      // broken over two lines reads as two words
      const short = text.length <= 12 && (!/\s/.test(text) || Boolean(control.closest('header, footer')))
      if (text && short) {
        const lines = new Set<number>()
        const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top))
        }
        if (lines.size > 1) flaws.push({ what: 'short label wraps', where: describe(control) })
      }
    }

    const canvas = document.createElement('canvas').getContext('2d')
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
      if (!shown(input) || !canvas) continue
      const style = getComputedStyle(input)
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      if (canvas.measureText(input.placeholder).width > room + 1) flaws.push({ what: 'placeholder cut off', where: describe(input) })
    }

    // WCAG 2.5.8: a target under 24 × 24 px passes only when a 24 px circle on it touches no other target;
    // links inside a sentence (of a paragraph, a list, a table or a form label such as the consent box's) are exempt.
    const targets = [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, [role="tab"]')].filter(
      (el) =>
        shown(el) &&
        !(
          el.tagName === 'A' &&
          getComputedStyle(el).display === 'inline' &&
          el.parentElement?.closest('p, li, dd, td, label') &&
          (el.parentElement.textContent ?? '').trim() !== (el.textContent ?? '').trim()
        ),
    )
    const boxes = targets.map((el) => ({ el, box: el.getBoundingClientRect() }))
    for (const { el, box } of boxes) {
      if (box.width >= 23.5 && box.height >= 23.5) continue
      const cx = box.left + box.width / 2
      const cy = box.top + box.height / 2
      const crowded = boxes.some(({ el: other, box: b }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false
        const dx = Math.max(b.left - cx, 0, cx - b.right)
        const dy = Math.max(b.top - cy, 0, cy - b.bottom)
        return dx * dx + dy * dy < 12 * 12
      })
      if (crowded) flaws.push({ what: `tap target ${Math.round(box.width)}×${Math.round(box.height)} px`, where: describe(el) })
    }

    if (lang === 'zh') {
      const latinOnly = (text: string) => /[A-Za-z]{3,}/.test(text) && !/[\u3400-\u9fff]/.test(text)
      for (const caption of document.querySelectorAll('figcaption')) {
        if (shown(caption) && latinOnly(caption.textContent ?? ''))
          flaws.push({ what: 'Latin-only caption on a Chinese page', where: describe(caption) })
      }
      for (const image of document.querySelectorAll('img[alt]')) {
        const alt = image.getAttribute('alt') ?? ''
        if (shown(image) && latinOnly(alt)) flaws.push({ what: 'Latin-only image text on a Chinese page', where: `<img> ${alt}` })
      }
    }
    return flaws
  }, locale)
}
