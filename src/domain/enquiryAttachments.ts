import { randomBytes } from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'

import { refuse, type Outcome } from '@/lib/api/messages'
import { hit, minutesUntil, rateLimits } from '@/lib/rateLimit'
import type { EnquiryAttachment } from '@/payload-types'

/** The spec's upload limit. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024

type AttachmentKind = NonNullable<EnquiryAttachment['kind']>

const mimeTypes: Record<AttachmentKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
}

const kindOfExtension: Record<string, AttachmentKind> = { jpg: 'jpg', jpeg: 'jpg', png: 'png', pdf: 'pdf', dwg: 'dwg', dxf: 'dxf' }

// DXF is text (group code 0, then SECTION; comments may come first) or a binary variant with a fixed header
const asciiDxf = /^(?:\s*999\r?\n[^\n]*\n)*\s*0\r?\n\s*SECTION\r?\n/
const binaryDxf = 'AutoCAD Binary DXF\r\n\x1a\x00'

/** What the bytes are, whatever the name says; null for anything but the five kinds allowed. */
export async function attachmentKind(bytes: Uint8Array): Promise<AttachmentKind | null> {
  const detected = await fileTypeFromBuffer(bytes)
  if (detected) {
    const kind = kindOfExtension[detected.ext]
    return kind && mimeTypes[kind] === detected.mime ? kind : null
  }
  const head = Buffer.from(bytes.subarray(0, 256)).toString('latin1')
  return asciiDxf.test(head) || head.startsWith(binaryDxf) ? 'dxf' : null
}

/**
 * Keeps a visitor's file for an enquiry and returns its reference (what `file` of the feedback
 * call names). JPG, PNG, PDF, DWG and DXF only, judged by the bytes; the name's extension must
 * agree. Nothing is kept when the file is refused.
 */
export async function storeEnquiryAttachment(
  payload: Payload,
  { bytes, filename, ip }: { bytes: Uint8Array; filename: string; ip: string },
): Promise<Outcome<{ reference: string }>> {
  const limited = await hit(payload, rateLimits.uploadsPerAddress, ip)
  if (!limited.allowed) return refuse('tooManyRequests', { minutes: minutesUntil(limited.retryAfterMs) })
  if (bytes.byteLength === 0) return refuse('upload.fileRequired')
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES) return refuse('upload.tooLarge')

  const kind = await attachmentKind(bytes)
  if (!kind) return refuse('upload.kindNotAllowed')
  const extension = filename.toLowerCase().split('.').pop() ?? ''
  if (kindOfExtension[extension] !== kind) return refuse('upload.extensionMismatch')

  const reference = randomBytes(16).toString('hex')
  const data = Buffer.from(bytes)
  await payload.create({
    collection: 'enquiry-attachments',
    // the stored name is ours; the visitor's name is kept as a field only
    data: { reference, originalName: filename.slice(0, 200), kind },
    file: { data, name: `${reference}.${kind}`, mimetype: mimeTypes[kind], size: data.byteLength },
  })
  return { ok: true, reference }
}

/** The attachment a reference names, if it exists and no enquiry uses it yet. */
export async function unclaimedAttachment(payload: Payload, reference: string): Promise<EnquiryAttachment | null> {
  const { docs } = await payload.find({
    collection: 'enquiry-attachments',
    where: { reference: { equals: reference } },
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const attachment = docs[0]
  if (!attachment) return null
  const { totalDocs } = await payload.count({ collection: 'enquiries', where: { attachment: { equals: attachment.id } } })
  return totalDocs === 0 ? attachment : null
}
