import fontkit from '@pdf-lib/fontkit'
import type { Payload } from 'payload'
import { PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'

import { apiTranslator } from '@/features/apiMessages'
import { loadFont, wrapText } from '@/features/pdf/pdfText'
import { accent, brand, ink, muted, pageHeight, pageWidth, rule } from '@/features/pdf/pdfStyle'
import { readSiteNames } from '@/features/site/siteNames'
import { absoluteUrl } from '@/lib/siteUrl'
import type { ServiceRequest } from '@/payload-types'

import { productNameOf } from './customerView'
import { trackPath } from './notices'

const margin = 48
const labelWidth = 150
const zh = apiTranslator('zh')
const en = apiTranslator('en')

type FormKey =
  `serviceRequest.returnForm.${'rma' | 'scan' | 'product' | 'serials' | 'quantity' | 'kind' | 'declaration' | 'substances' | 'cleaning' | 'declarant' | 'shipTo' | 'contact'}`

/** Both languages of one label, Chinese first, as the form is read in the workshop. */
const both = (key: FormKey) => `${zh(key)} ${en(key)}`

class FormWriter {
  y = pageHeight - margin

  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
  ) {}

  /** A labelled value; long values wrap beside their label. */
  row(label: string, value: string) {
    const lines = wrapText(value || '—', this.font, 10, pageWidth - 2 * margin - labelWidth)
    const labelLines = wrapText(label, this.font, 8, labelWidth - 10)
    const height = Math.max(lines.length * 14, labelLines.length * 11) + 6
    labelLines.forEach((line, index) =>
      this.page.drawText(line, { x: margin, y: this.y - 9 - index * 11, size: 8, font: this.font, color: muted }),
    )
    lines.forEach((line, index) =>
      this.page.drawText(line, { x: margin + labelWidth, y: this.y - 10 - index * 14, size: 10, font: this.font, color: ink }),
    )
    this.y -= height
    this.page.drawLine({ start: { x: margin, y: this.y + 2 }, end: { x: pageWidth - margin, y: this.y + 2 }, thickness: 0.5, color: rule })
  }

  heading(text: string) {
    this.y -= 12
    this.page.drawText(text, { x: margin, y: this.y - 12, size: 12, font: this.font, color: brand })
    this.y -= 20
  }

  paragraph(text: string, size = 9) {
    for (const line of wrapText(text, this.font, size, pageWidth - 2 * margin)) {
      this.page.drawText(line, { x: margin, y: this.y - size, size, font: this.font, color: ink })
      this.y -= size + 4
    }
  }
}

/**
 * The return form the customer prints and puts in the box, in both languages: the RMA number with
 * a QR code to the tracking page, the product, the contamination declaration as declared, and the
 * service centre's address from the site settings.
 */
export async function renderReturnForm(payload: Payload, request: ServiceRequest): Promise<Uint8Array> {
  const [settingsZh, settingsEn, names] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', locale: 'zh', depth: 0 }),
    payload.findGlobal({ slug: 'site-settings', locale: 'en', depth: 0 }),
    readSiteNames(payload),
  ])
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  doc.setTitle(`${request.rma} ${zh('serviceRequest.returnForm.title')} / ${en('serviceRequest.returnForm.title')}`)
  const font = await doc.embedFont(await loadFont(), { subset: true })
  const page = doc.addPage([pageWidth, pageHeight])

  const locale = request.locale === 'en' ? 'en' : 'zh'
  const qr = await doc.embedPng(await QRCode.toBuffer(absoluteUrl(locale, trackPath(request.rma)), { type: 'png', margin: 1, width: 240 }))
  const qrSize = 96
  page.drawImage(qr, { x: pageWidth - margin - qrSize, y: pageHeight - margin - qrSize, width: qrSize, height: qrSize })
  page.drawText(both('serviceRequest.returnForm.scan'), {
    x: pageWidth - margin - qrSize,
    y: pageHeight - margin - qrSize - 10,
    size: 6,
    font,
    color: muted,
  })

  const form = new FormWriter(page, font)
  const company = [...new Set([settingsZh.companyName, settingsEn.companyName].filter(Boolean))].join(' ')
  page.drawText(company, { x: margin, y: form.y - 10, size: 10, font, color: muted })
  page.drawText(`${zh('serviceRequest.returnForm.title')} ${en('serviceRequest.returnForm.title')}`, {
    x: margin,
    y: form.y - 34,
    size: 18,
    font,
    color: brand,
  })
  page.drawText(request.rma, { x: margin, y: form.y - 70, size: 26, font, color: ink })
  page.drawRectangle({ x: margin, y: form.y - 80, width: 240, height: 3, color: accent })
  form.y -= qrSize + 24

  const kind = `serviceRequest.returnForm.kinds.${request.kind}` as const
  const level = `serviceRequest.returnForm.levels.${request.contamination}` as const
  const serials = Array.isArray(request.serialNumbers) ? request.serialNumbers.join(', ') : ''
  form.row(both('serviceRequest.returnForm.kind'), `${zh(kind)} ${en(kind)}`)
  form.row(
    both('serviceRequest.returnForm.product'),
    [productNameOf(request, names, 'zh'), productNameOf(request, names, 'en'), request.modelNumber]
      .filter((part, index, parts) => part && parts.indexOf(part) === index)
      .join(' · '),
  )
  form.row(both('serviceRequest.returnForm.serials'), serials)
  form.row(both('serviceRequest.returnForm.quantity'), String(request.quantity))

  form.heading(both('serviceRequest.returnForm.declaration'))
  form.row(both('serviceRequest.returnForm.declaration'), `${zh(level)} ${en(level)}`)
  if (request.contamination === 'hazardous') {
    form.row(both('serviceRequest.returnForm.substances'), request.substances ?? '')
    form.row(both('serviceRequest.returnForm.cleaning'), request.cleaning ?? '')
  }
  form.row(both('serviceRequest.returnForm.declarant'), request.declarantName)
  form.row(both('serviceRequest.returnForm.contact'), [request.contactName, request.company].filter(Boolean).join(' · '))

  form.heading(both('serviceRequest.returnForm.shipTo'))
  form.paragraph([settingsZh.companyName, settingsZh.serviceAddress, settingsZh.servicePhone].filter(Boolean).join('  '), 10)
  if (settingsEn.serviceAddress && settingsEn.serviceAddress !== settingsZh.serviceAddress) {
    form.paragraph([settingsEn.companyName, settingsEn.serviceAddress].filter(Boolean).join(', '), 10)
  }
  form.y -= 12
  form.paragraph(zh('serviceRequest.returnForm.instruction'))
  form.paragraph(en('serviceRequest.returnForm.instruction'))
  return doc.save()
}
