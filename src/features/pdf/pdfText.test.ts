import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadFont, wrapText } from './pdfText'

/** The rule wrapText keeps, measured the slow way: the whole line again for each piece. */
function wrapByWholeLines(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
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

const texts = [
  '适用于半导体刻蚀、沉积与离子注入设备的真空插板阀，阀体采用不锈钢316L，密封件为氟橡胶或全氟醚橡胶，漏率≤1×10⁻⁹ Pa·m³/s。',
  'Pendulum gate valve for etch, deposition and implant tools: body of 316L stainless steel, FKM or FFKM seals, leak rate ≤ 1×10⁻⁹ Pa·m³/s.',
  '中文与English混排：DN160 ISO-F 法兰，PLC/EtherCAT 控制，响应时间 < 1 s。\n第二段：  前导空格和 trailing spaces   ',
  '  An indented paragraph whose first word stays indented, then a word far too long to fit: Superlongwordwithoutanybreakopportunityatallthatoverflowsthelineforsure and more.',
  'a',
  '',
]

describe('wrapText', () => {
  let cjk: PDFFont
  let helvetica: PDFFont
  beforeAll(async () => {
    const doc = await PDFDocument.create()
    doc.registerFontkit(fontkit)
    cjk = await doc.embedFont(await loadFont(), { subset: true })
    helvetica = await doc.embedFont(StandardFonts.Helvetica)
  })

  it('breaks where measuring whole lines breaks, in the datasheet font at every width', () => {
    for (const text of texts)
      for (let maxWidth = 20; maxWidth <= 500; maxWidth += 7)
        for (const size of [9.5, 10, 14])
          expect(wrapText(text, cjk, size, maxWidth), `${maxWidth} ${size}: ${text}`).toEqual(wrapByWholeLines(text, cjk, size, maxWidth))
  })

  it('breaks Latin text in a standard font where measuring whole lines breaks', () => {
    const latin = texts[1].replace(/[^\x20-\x7e]/g, '?') + ' ' + texts[3]
    for (let maxWidth = 40; maxWidth <= 500; maxWidth += 11)
      expect(wrapText(latin, helvetica, 10.5, maxWidth)).toEqual(wrapByWholeLines(latin, helvetica, 10.5, maxWidth))
  })

  it('keeps every line within the width unless a single word is wider', () => {
    const lines = wrapText(texts[0] + texts[1], cjk, 10, 200)
    expect(lines.length).toBeGreaterThan(3)
    for (const line of lines) expect(cjk.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200.001)
  })
})
