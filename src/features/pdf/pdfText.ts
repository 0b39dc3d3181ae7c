import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { PDFFont } from 'pdf-lib'

// Noto Sans CJK SC cut to the site's characters and GB 2312 level 1 (scripts/make-datasheet-font.py):
// one font draws Chinese and Latin text, embedded as a subset of the glyphs each PDF uses.
const fontPath = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/features/pdf/fonts/NotoSansSC-DatasheetSubset.ttf')
let fontBytes: Promise<Buffer> | undefined
/** The font bytes, read once; the datasheets and the return form draw with the same font. */
export const loadFont = () => (fontBytes ??= readFile(fontPath))

const widths = new WeakMap<PDFFont, Map<string, number>>()

/** A piece's width at size 1, measured once per font. */
function widthOf(font: PDFFont, piece: string): number {
  let known = widths.get(font)
  if (!known) widths.set(font, (known = new Map()))
  let width = known.get(piece)
  if (width === undefined) known.set(piece, (width = font.widthOfTextAtSize(piece, 1)))
  return width
}

/**
 * Lines no wider than maxWidth: Latin breaks between words, Chinese between any two characters.
 * Measuring the whole line again for each piece it grows by was half of drawing a datasheet (its
 * Chinese lines grow a character at a time): a line's width is the sum of its pieces' instead,
 * measured once each, and only a line within a tenth of the width is measured whole, for the
 * standard fonts' kerning between a space and the next letter (under a tenth of an em a pair).
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  const limit = maxWidth / size
  const tooWide = (sum: number, measured: () => boolean) => (Math.abs(sum - limit) < limit / 10 ? measured() : sum > limit)
  for (const paragraph of text.split('\n')) {
    const tokens = paragraph.match(/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/g) ?? []
    let line = ''
    // the line's width without its trailing spaces, the width of those spaces, and whether it has
    // more than spaces (a paragraph's leading spaces stay, and never make a line of their own)
    let width = 0
    let spaces = 0
    let hasText = false
    for (const token of tokens) {
      const tokenWidth = widthOf(font, token)
      if (/^\s/.test(token)) {
        line += token
        spaces += tokenWidth
      } else if (hasText && tooWide(width + spaces + tokenWidth, () => font.widthOfTextAtSize(line + token, size) > maxWidth)) {
        lines.push(line.trimEnd())
        line = token
        width = tokenWidth
        spaces = 0
      } else {
        line += token
        width += spaces + tokenWidth
        spaces = 0
        hasText = true
      }
    }
    if (hasText) lines.push(line.trimEnd())
  }
  return lines
}
