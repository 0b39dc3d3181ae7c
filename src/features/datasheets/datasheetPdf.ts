import { deflateSync } from 'node:zlib'

import fontkit from '@pdf-lib/fontkit'
import {
  drawObject,
  PDFDocument,
  type PDFFont,
  type PDFPage,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  scale,
  translate,
} from 'pdf-lib'
import sharp from 'sharp'

import type { SpecRow } from '@/features/specs/specRows'
import { accent, brand, ink, muted, pageHeight, pageWidth, rule, stripe, white } from '@/features/pdf/pdfStyle'
import { loadFont, wrapText } from '@/features/pdf/pdfText'

/** Everything a generated datasheet prints, already in its language. */
export interface DatasheetContent {
  title: string
  /** The product family, under the title. */
  subtitle: string
  intro: string
  rows: SpecRow[]
  /** Titled lists (main features, options). */
  lists: { heading: string; lines: string[] }[]
  picture: Uint8Array | null
  drawing: Uint8Array | null
  contact: { company: string; lines: string[] }
  /** YYYY-MM-DD */
  date: string
  revision: number
  labels: {
    heading: string
    specifications: string
    drawing: string
    contact: string
    date: string
    revision: string
    disclaimer: string
  }
}

const margin = 48
const bottom = 70

const superscripts = '⁰¹²³⁴⁵⁶⁷⁸⁹⁻'
const plainDigit = (ch: string) => (ch === '⁻' ? '-' : String(superscripts.indexOf(ch)))

/**
 * Draws a line whose exponents (1×10⁻⁹) are superscript characters the font lacks: each run is
 * drawn as ordinary digits, smaller and raised.
 */
function drawLine(page: PDFPage, text: string, x: number, y: number, size: number, font: PDFFont, color: RGB) {
  let at = x
  for (const run of text.match(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+|[^⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+/g) ?? []) {
    const raised = superscripts.includes(run[0])
    const piece = raised ? Array.from(run, plainDigit).join('') : run
    const pieceSize = raised ? size * 0.65 : size
    page.drawText(piece, { x: at, y: raised ? y + size * 0.42 : y, size: pieceSize, font, color })
    at += font.widthOfTextAtSize(piece, pieceSize)
  }
}

class Writer {
  page: PDFPage
  y = 0
  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    private readonly content: DatasheetContent,
  ) {
    this.page = this.addPage()
  }

  addPage(): PDFPage {
    const page = this.doc.addPage([pageWidth, pageHeight])
    page.drawRectangle({ x: 0, y: pageHeight - 64, width: pageWidth, height: 64, color: brand })
    page.drawRectangle({ x: 0, y: pageHeight - 67, width: pageWidth, height: 3, color: accent })
    page.drawText(this.content.contact.company, {
      x: margin,
      y: pageHeight - 30,
      size: 10,
      font: this.font,
      color: white,
    })
    page.drawText(this.content.labels.heading, {
      x: margin,
      y: pageHeight - 50,
      size: 13,
      font: this.font,
      color: white,
    })
    const stamp = `${this.content.labels.date} ${this.content.date} · ${this.content.labels.revision} ${this.content.revision}`
    const w = this.font.widthOfTextAtSize(stamp, 9)
    page.drawText(stamp, { x: pageWidth - margin - w, y: pageHeight - 50, size: 9, font: this.font, color: white })
    this.page = page
    this.y = pageHeight - 95
    return page
  }

  /** Starts a new page unless `height` still fits on this one. */
  room(height: number) {
    if (this.y - height < bottom) this.addPage()
  }

  text(text: string, { size = 10, color = ink, indent = 0, gap = 4 } = {}) {
    for (const line of wrapText(text, this.font, size, pageWidth - 2 * margin - indent)) {
      this.room(size + gap)
      drawLine(this.page, line, margin + indent, this.y - size, size, this.font, color)
      this.y -= size + gap
    }
  }

  heading(text: string) {
    this.room(40)
    this.y -= 10
    this.page.drawText(text, { x: margin, y: this.y - 14, size: 14, font: this.font, color: brand })
    this.y -= 20
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageWidth - margin, y: this.y },
      thickness: 1,
      color: accent,
    })
    this.y -= 8
  }

  table(rows: SpecRow[]) {
    const nameWidth = 170
    const valueWidth = pageWidth - 2 * margin - nameWidth - 16
    rows.forEach((row, index) => {
      const names = wrapText(row.name, this.font, 9.5, nameWidth - 8)
      const values = wrapText(row.text, this.font, 9.5, valueWidth)
      const height = Math.max(names.length, values.length) * 13 + 8
      this.room(height)
      if (index % 2 === 0) {
        this.page.drawRectangle({ x: margin, y: this.y - height, width: pageWidth - 2 * margin, height, color: stripe })
      }
      names.forEach((line, i) => drawLine(this.page, line, margin + 6, this.y - 14 - i * 13, 9.5, this.font, muted))
      values.forEach((line, i) => drawLine(this.page, line, margin + nameWidth + 10, this.y - 14 - i * 13, 9.5, this.font, ink))
      this.y -= height
      this.page.drawLine({
        start: { x: margin, y: this.y },
        end: { x: pageWidth - margin, y: this.y },
        thickness: 0.5,
        color: rule,
      })
    })
  }

  image(image: Picture, maxWidth: number, maxHeight: number) {
    const factor = Math.min(maxWidth / image.width, maxHeight / image.height, 1)
    const width = image.width * factor
    const height = image.height * factor
    this.room(height + 8)
    // what page.drawImage writes, for an image object of the file named by its reference
    const name = this.page.node.newXObject('Image', image.ref)
    const x = margin + (pageWidth - 2 * margin - width) / 2
    this.page.pushOperators(pushGraphicsState(), translate(x, this.y - height), scale(width, height), drawObject(name), popGraphicsState())
    this.y -= height + 8
  }
}

/** An image object of the PDF file and its size in pixels. */
interface Picture {
  ref: PDFRef
  width: number
  height: number
}

/**
 * A PNG picture as an image object of the PDF: decoded by sharp and compressed by zlib, both native.
 * pdf-lib's own embedPng decodes, splits and compresses the pixels in JavaScript, which was most of
 * the time of every datasheet (and so of the seed, which makes sixty of them). The pictures are
 * flattened on white (rebuildDatasheet.ts): three channels, no transparency mask.
 */
async function embedPng(doc: PDFDocument, bytes: Uint8Array): Promise<Picture> {
  const { data, info } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  if (info.channels !== 3) return doc.embedPng(bytes)
  const image = doc.context.stream(deflateSync(data), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: info.width,
    Height: info.height,
    BitsPerComponent: 8,
    ColorSpace: 'DeviceRGB',
    Filter: 'FlateDecode',
  })
  return { ref: doc.context.register(image), width: info.width, height: info.height }
}

async function embedPicture(doc: PDFDocument, bytes: Uint8Array | null): Promise<Picture | null> {
  if (!bytes) return null
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50
  return isPng ? embedPng(doc, bytes) : doc.embedJpg(bytes)
}

/** The datasheet PDF of one product in one language (PNG or JPEG pictures). */
export async function renderDatasheet(content: DatasheetContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const font = await doc.embedFont(await loadFont(), { subset: true })
  doc.setTitle(`${content.title} · ${content.labels.heading}`)
  doc.setAuthor(content.contact.company)
  doc.setProducer(content.contact.company)
  doc.setCreator(content.contact.company)
  // a fixed date keeps the same content byte-identical (the revision and date are printed)
  const stamp = new Date(`${content.date}T00:00:00Z`)
  doc.setCreationDate(stamp)
  doc.setModificationDate(stamp)

  const writer = new Writer(doc, font, content)
  writer.text(content.title, { size: 20, color: brand, gap: 8 })
  if (content.subtitle) writer.text(content.subtitle, { size: 11, color: muted, gap: 10 })
  const picture = await embedPicture(doc, content.picture)
  if (picture) writer.image(picture, 260, 180)
  if (content.intro) writer.text(content.intro, { size: 10, gap: 5 })

  if (content.rows.length) {
    writer.heading(content.labels.specifications)
    writer.table(content.rows)
  }
  for (const list of content.lists) {
    if (!list.lines.length) continue
    writer.heading(list.heading)
    for (const line of list.lines) writer.text(`• ${line}`, { indent: 6 })
  }
  const drawing = await embedPicture(doc, content.drawing)
  if (drawing) {
    writer.room(360) // the heading stays with its drawing
    writer.heading(content.labels.drawing)
    writer.image(drawing, pageWidth - 2 * margin, 320)
  }
  writer.heading(content.labels.contact)
  writer.text(content.contact.company, { size: 11 })
  for (const line of content.contact.lines) writer.text(line, { color: muted })

  const pages = doc.getPages()
  pages.forEach((page, index) => {
    page.drawLine({ start: { x: margin, y: 50 }, end: { x: pageWidth - margin, y: 50 }, thickness: 0.5, color: rule })
    page.drawText(content.labels.disclaimer, { x: margin, y: 36, size: 7.5, font, color: muted })
    const number = `${index + 1} / ${pages.length}`
    page.drawText(number, {
      x: pageWidth - margin - font.widthOfTextAtSize(number, 8),
      y: 36,
      size: 8,
      font,
      color: muted,
    })
  })
  return doc.save()
}
