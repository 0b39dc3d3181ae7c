import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { PDFFont } from 'pdf-lib'

// Noto Sans CJK SC cut to the site's characters and GB 2312 level 1 (scripts/make-datasheet-font.py):
// one font draws Chinese and Latin text, embedded as a subset of the glyphs each PDF uses.
const fontPath = path.join(/*turbopackIgnore: true*/ process.cwd(), 'src/features/pdf/fonts/NotoSansSC-DatasheetSubset.ttf')
let fontBytes: Promise<Buffer> | undefined
/** The font bytes, read once; the datasheets and the return form draw with the same font. */
export const loadFont = () => (fontBytes ??= readFile(fontPath))

/** Lines no wider than maxWidth: Latin breaks between words, Chinese between any two characters. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    const tokens = paragraph.match(/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+|\s+/g) ?? []
    let line = ''
    for (const token of tokens) {
      const candidate = line + token
      if (line.trim() && font.widthOfTextAtSize(candidate.trimEnd(), size) > maxWidth) {
        lines.push(line.trimEnd())
        line = token.trimStart()
      } else {
        line = candidate
      }
    }
    if (line.trim()) lines.push(line.trimEnd())
  }
  return lines
}
