import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib'

import { accent, brand, ink, muted, pageHeight, pageWidth, rule, stripe, white } from '@/features/pdf/pdfStyle'
import { wrapText } from '@/features/pdf/pdfText'

interface DatasheetOptions {
  title: string
  model: string
  rows: { name: string; value: string }[]
  /** Optional paragraphs printed above the table. */
  intro?: string
  /** Optional bullet lines printed on the second page. */
  notes?: string[]
  companyName?: string
}

const margin = 50

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹'

// The standard fonts only encode WinAnsi: spell out what they cannot draw instead of failing.
function toWinAnsi(text: string, font: PDFFont): string {
  const spelled = text
    .replace(/⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (run) => Array.from(run, (ch) => (ch === '⁻' ? '^-' : String(superscripts.indexOf(ch)))).join(''))
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/→/g, '->')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
  const supported = new Set(font.getCharacterSet())
  return Array.from(spelled, (ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('')
}

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

function header(page: PDFPage, fonts: Fonts, model: string, company: string): void {
  page.drawRectangle({ x: 0, y: pageHeight - 90, width: pageWidth, height: 90, color: brand })
  page.drawRectangle({ x: 0, y: pageHeight - 94, width: pageWidth, height: 4, color: accent })
  page.drawText(toWinAnsi(company, fonts.bold), { x: margin, y: pageHeight - 40, size: 11, font: fonts.bold, color: white })
  page.drawText('TECHNICAL DATASHEET', { x: margin, y: pageHeight - 62, size: 18, font: fonts.bold, color: white })
  const modelText = toWinAnsi(model, fonts.bold)
  const w = fonts.bold.widthOfTextAtSize(modelText, 14)
  page.drawText(modelText, { x: pageWidth - margin - w, y: pageHeight - 62, size: 14, font: fonts.bold, color: white })
}

function footer(page: PDFPage, fonts: Fonts, pageNumber: number, pageCount: number): void {
  page.drawLine({ start: { x: margin, y: 50 }, end: { x: pageWidth - margin, y: 50 }, thickness: 0.5, color: rule })
  page.drawText('Specifications are subject to change without notice. Values are typical unless stated otherwise.', {
    x: margin,
    y: 36,
    size: 8,
    font: fonts.regular,
    color: muted,
  })
  const label = `Page ${pageNumber} / ${pageCount}`
  page.drawText(label, {
    x: pageWidth - margin - fonts.regular.widthOfTextAtSize(label, 8),
    y: 36,
    size: 8,
    font: fonts.regular,
    color: muted,
  })
}

/** Draws a simple outline of a valve with dimension arrows, as a datasheet's drawing page would. */
function outlineDrawing(page: PDFPage, fonts: Fonts, top: number): void {
  const cx = pageWidth / 2
  const y = top - 250
  page.drawRectangle({ x: cx - 150, y, width: 300, height: 140, borderColor: ink, borderWidth: 1.2 })
  page.drawCircle({ x: cx, y: y + 70, size: 55, borderColor: ink, borderWidth: 1.2 })
  page.drawCircle({ x: cx, y: y + 70, size: 38, borderColor: ink, borderWidth: 1 })
  page.drawRectangle({ x: cx - 70, y: y + 140, width: 140, height: 45, borderColor: ink, borderWidth: 1.2 })
  page.drawRectangle({ x: cx - 40, y: y + 185, width: 80, height: 80, borderColor: ink, borderWidth: 1.2 })
  page.drawLine({ start: { x: cx, y: y - 15 }, end: { x: cx, y: y + 280 }, thickness: 0.5, color: muted, dashArray: [8, 3, 2, 3] })
  const dimY = y - 30
  page.drawLine({ start: { x: cx - 150, y: dimY }, end: { x: cx + 150, y: dimY }, thickness: 0.8, color: brand })
  page.drawText('A', { x: cx - 3, y: dimY + 4, size: 10, font: fonts.bold, color: brand })
  const dimX = cx + 180
  page.drawLine({ start: { x: dimX, y }, end: { x: dimX, y: y + 265 }, thickness: 0.8, color: brand })
  page.drawText('H', { x: dimX + 6, y: y + 130, size: 10, font: fonts.bold, color: brand })
  page.drawText('Dimensions A and H depend on the nominal size; see the ordering table.', {
    x: margin,
    y: y - 60,
    size: 9,
    font: fonts.regular,
    color: muted,
  })
}

const defaultNotes = [
  'Specify nominal size, flange standard, actuator type and seal material when ordering.',
  'Every valve is helium leak-tested before shipping; the test record is supplied with the valve.',
  'Spare seal kits and repair service are available from the service centre.',
]

function drawNotesPage(page: PDFPage, fonts: Fonts, opts: DatasheetOptions, company: string): void {
  header(page, fonts, opts.model, company)
  let y = pageHeight - 140
  page.drawText('Outline drawing', { x: margin, y: y, size: 13, font: fonts.bold, color: ink })
  page.drawRectangle({ x: margin, y: y - 12, width: 40, height: 2, color: accent })
  outlineDrawing(page, fonts, y - 20)
  y -= 380
  page.drawText('Ordering and service notes', { x: margin, y: y, size: 13, font: fonts.bold, color: ink })
  page.drawRectangle({ x: margin, y: y - 12, width: 40, height: 2, color: accent })
  y -= 34
  const notes = opts.notes ?? defaultNotes
  for (const note of notes) {
    const lines = wrapText(toWinAnsi(note, fonts.regular), fonts.regular, 10.5, pageWidth - 2 * margin - 16)
    page.drawCircle({ x: margin + 4, y: y + 3.5, size: 2.2, color: brand })
    lines.forEach((line, i) => page.drawText(line, { x: margin + 16, y: y - i * 14, size: 10.5, font: fonts.regular, color: ink }))
    y -= lines.length * 14 + 8
  }
}

/**
 * A real two-page datasheet: the data table, then an outline drawing and notes. pdf-lib's
 * standard fonts cannot draw CJK, so callers pass the English texts.
 */
export async function datasheetPdf(opts: DatasheetOptions): Promise<Buffer> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${opts.model} - ${opts.title}`)
  doc.setSubject('Technical datasheet')
  doc.setCreator(opts.companyName ?? 'Datasheet generator')
  doc.setProducer('pdf-lib')
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'))
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'))
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const company = opts.companyName ?? ''

  const first = doc.addPage([pageWidth, pageHeight])
  header(first, fonts, opts.model, company)
  let y = pageHeight - 140
  for (const line of wrapText(toWinAnsi(opts.title, fonts.bold), fonts.bold, 22, pageWidth - 2 * margin)) {
    first.drawText(line, { x: margin, y, size: 22, font: fonts.bold, color: brand })
    y -= 28
  }
  y -= 6
  if (opts.intro) {
    for (const line of wrapText(toWinAnsi(opts.intro, fonts.regular), fonts.regular, 10.5, pageWidth - 2 * margin)) {
      first.drawText(line, { x: margin, y, size: 10.5, font: fonts.regular, color: ink, lineHeight: 14 })
      y -= 15
    }
    y -= 12
  }

  first.drawText('Technical data', { x: margin, y, size: 13, font: fonts.bold, color: ink })
  y -= 10
  first.drawRectangle({ x: margin, y: y - 2, width: 40, height: 2, color: accent })
  y -= 20
  const nameWidth = 210
  const valueX = margin + nameWidth + 10
  const valueWidth = pageWidth - margin - valueX - 8
  opts.rows.forEach((row, index) => {
    const nameLines = wrapText(toWinAnsi(row.name, fonts.bold), fonts.bold, 10, nameWidth - 16)
    const valueLines = wrapText(toWinAnsi(row.value, fonts.regular), fonts.regular, 10, valueWidth)
    const lines = Math.max(nameLines.length, valueLines.length)
    const height = 10 + lines * 13
    if (index % 2 === 0) first.drawRectangle({ x: margin, y: y - height + 12, width: pageWidth - 2 * margin, height, color: stripe })
    nameLines.forEach((line, i) => first.drawText(line, { x: margin + 8, y: y - i * 13, size: 10, font: fonts.bold, color: ink }))
    valueLines.forEach((line, i) => first.drawText(line, { x: valueX, y: y - i * 13, size: 10, font: fonts.regular, color: ink }))
    y -= height
  })
  first.drawLine({ start: { x: margin, y: y + 8 }, end: { x: pageWidth - margin, y: y + 8 }, thickness: 0.5, color: rule })

  drawNotesPage(doc.addPage([pageWidth, pageHeight]), fonts, opts, company)

  const pagesList = doc.getPages()
  pagesList.forEach((page, i) => footer(page, fonts, i + 1, pagesList.length))
  return Buffer.from(await doc.save())
}
