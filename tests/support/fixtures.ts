import { PDFDocument } from 'pdf-lib'
import type { Payload } from 'payload'
import sharp from 'sharp'

import { createMemberSession } from '@/features/members/sessions'

export async function pngBytes(width = 8, height = 8): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2266aa' } })
    .png()
    .toBuffer()
}

export async function pdfBytes(title = 'Datasheet'): Promise<Buffer> {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.addPage([200, 200])
  return Buffer.from(await pdf.save())
}

export async function createImage(payload: Payload, name: string) {
  const data = await pngBytes()
  return payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
}

export async function createDatasheet(payload: Payload, name: string) {
  const data = await pdfBytes(name)
  return payload.create({
    collection: 'datasheets',
    data: {},
    file: { data, mimetype: 'application/pdf', name, size: data.length },
  })
}

let memberCounter = 0
/** A member with an open session, made directly (the registration calls have their own tests). */
export async function createMemberWithSession(payload: Payload) {
  const mobile = `137${String(Date.now() % 1e4).padStart(4, '0')}${String(++memberCounter).padStart(4, '0')}`
  const member = await payload.create({
    collection: 'members',
    data: { mobile, username: mobile, company: 'Fixture Co.', fullName: 'Fixture', password: 'fixture123' },
  })
  return { member, token: await createMemberSession(payload, member.id) }
}

/** Lexical rich text: a paragraph and an image. */
export function richText(text: string, imageId?: number) {
  const paragraph = {
    type: 'paragraph',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
  }
  const image = imageId ? [{ type: 'upload', version: 3, format: '', id: 'img1', fields: null, relationTo: 'media', value: imageId }] : []
  return {
    root: { type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, children: [paragraph, ...image] },
  }
}
