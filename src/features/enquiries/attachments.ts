import { randomBytes } from 'node:crypto'
import { open, statfs } from 'node:fs/promises'

import { fileTypeFromBuffer } from 'file-type'
import type { Payload } from 'payload'

import { type AttachmentKind, kindOfExtension, MAX_ATTACHMENT_BYTES, mimeTypes } from './attachmentRules'
import { refuse, type Outcome } from '@/lib/outcome'
import { countRateLimitRefusal } from '@/runtime/metrics.mjs'
import { dataDir } from '@/lib/paths'
import { hit, hitAll, minutesUntil, peek, type RateLimit } from '@/features/rateLimit.server'
import type { EnquiryAttachment } from '@/payload-types'

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

const envNumber = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

const HOUR = 60 * 60_000

/** Per client address, in the shared `rate_limits` table; numbers from the environment (README). */
export const uploadQuota = () =>
  ({
    filesPerHour: { name: 'upload:files:hour', limit: envNumber('UPLOAD_FILES_PER_HOUR', 20), windowMs: HOUR },
    filesPerDay: { name: 'upload:files:day', limit: envNumber('UPLOAD_FILES_PER_DAY', 60), windowMs: 24 * HOUR },
    bytesPerHour: { name: 'upload:bytes:hour', limit: envNumber('UPLOAD_MB_PER_HOUR', 100) * 1024 * 1024, windowMs: HOUR },
    bytesPerDay: { name: 'upload:bytes:day', limit: envNumber('UPLOAD_MB_PER_DAY', 300) * 1024 * 1024, windowMs: 24 * HOUR },
  }) satisfies Record<string, RateLimit>

/** Below this much free space where uploads land, uploads are refused. */
const minimumFreeBytes = () => envNumber('UPLOAD_MIN_FREE_MB', 1024) * 1024 * 1024

/**
 * Whether this address may upload now, asked before the body is read: the disk keeps its free
 * space, and the address is within its files and bytes per hour and per day (a file counts here;
 * its bytes count once stored).
 */
export async function admitUpload(payload: Payload, ip: string): Promise<Outcome> {
  const { bavail, bsize } = await statfs(dataDir)
  if (bavail * bsize < minimumFreeBytes()) return refuse('upload.diskFull')
  const quota = uploadQuota()
  for (const limit of [quota.bytesPerHour, quota.bytesPerDay]) {
    const used = await peek(payload, limit, ip)
    if (used.count >= limit.limit) {
      countRateLimitRefusal(limit.name)
      return refuse('tooManyRequests', { minutes: minutesUntil(used.retryAfterMs) })
    }
  }
  const taken = await hitAll(payload, [
    [quota.filesPerHour, ip],
    [quota.filesPerDay, ip],
  ])
  return taken.allowed ? { ok: true } : refuse('tooManyRequests', { minutes: minutesUntil(taken.retryAfterMs) })
}

/** The first bytes of a file: enough for file-type and the DXF check. */
async function headOf(path: string): Promise<Uint8Array> {
  const file = await open(path)
  try {
    const head = new Uint8Array(4100)
    const { bytesRead } = await file.read(head, 0, head.length, 0)
    return head.subarray(0, bytesRead)
  } finally {
    await file.close()
  }
}

/**
 * Keeps a visitor's file (received to `path`, at most MAX_ATTACHMENT_BYTES) for an enquiry and
 * returns its reference (what `file` of the feedback call names). JPG, PNG, PDF, DWG and DXF only,
 * judged by the bytes; the name's extension must agree. Nothing is kept when the file is refused.
 * An attachment no enquiry claims within an hour is swept (`sweepOrphanAttachments`).
 */
export async function storeEnquiryAttachment(
  payload: Payload,
  { path, size, filename, ip }: { path: string; size: number; filename: string; ip: string },
): Promise<Outcome<{ reference: string }>> {
  if (size === 0) return refuse('upload.fileRequired')
  if (size > MAX_ATTACHMENT_BYTES) return refuse('upload.tooLarge')

  const kind = await attachmentKind(await headOf(path))
  if (!kind) return refuse('upload.kindNotAllowed')
  const extension = filename.toLowerCase().split('.').pop() ?? ''
  if (kindOfExtension[extension] !== kind) return refuse('upload.extensionMismatch')

  const quota = uploadQuota()
  await hit(payload, quota.bytesPerHour, ip, size)
  await hit(payload, quota.bytesPerDay, ip, size)

  const reference = randomBytes(16).toString('hex')
  await payload.create({
    collection: 'enquiry-attachments',
    // the stored name is ours; the visitor's name is kept as a field only
    data: { reference, originalName: filename.slice(0, 200), kind },
    // never in memory: Payload copies the received file to the upload folder, or streams it to the
    // bucket, from its path (`tempFilePath`, with an empty `data`)
    file: { data: Buffer.alloc(0), tempFilePath: path, name: `${reference}.${kind}`, mimetype: mimeTypes[kind], size },
  })
  return { ok: true, reference }
}

/** How long an upload waits for its enquiry before the sweeper deletes it. */
export const ORPHAN_AFTER_MS = HOUR

/** The attachment a reference names, if it exists, is recent enough, and no enquiry or service request uses it yet. */
export async function unclaimedAttachment(payload: Payload, reference: string): Promise<EnquiryAttachment | null> {
  const { docs } = await payload.find({
    collection: 'enquiry-attachments',
    where: { reference: { equals: reference }, createdAt: { greater_than: new Date(Date.now() - ORPHAN_AFTER_MS).toISOString() } },
    limit: 1,
    pagination: false,
    depth: 0,
  })
  const attachment = docs[0]
  if (!attachment) return null
  const [enquiries, serviceRequests] = await Promise.all([
    payload.count({ collection: 'enquiries', where: { attachment: { equals: attachment.id } } }),
    payload.count({ collection: 'service-requests', where: { attachments: { in: [attachment.id] } } }),
  ])
  return enquiries.totalDocs + serviceRequests.totalDocs === 0 ? attachment : null
}

/**
 * Deletes attachments older than an hour that no enquiry or service request uses, with their files. Safe to run on
 * several instances at once: each deletion is by id, and one that another instance already made
 * simply finds nothing. Returns how many it deleted.
 */
export async function sweepOrphanAttachments(payload: Payload, now = Date.now()): Promise<number> {
  const { docs } = await payload.find({
    collection: 'enquiry-attachments',
    where: { createdAt: { less_than: new Date(now - ORPHAN_AFTER_MS).toISOString() } },
    limit: 200,
    depth: 0,
    pagination: false,
    select: {},
  })
  if (docs.length === 0) return 0
  const { docs: claiming } = await payload.find({
    collection: 'enquiries',
    where: { attachment: { in: docs.map((doc) => doc.id) } },
    limit: docs.length,
    depth: 0,
    pagination: false,
    select: { attachment: true },
  })
  // a service request's photos come from the same upload call
  const { docs: claimingRequests } = await payload.find({
    collection: 'service-requests',
    where: { attachments: { in: docs.map((doc) => doc.id) } },
    depth: 0,
    pagination: false,
    select: { attachments: true },
  })
  const idOf = (file: number | { id: number } | null | undefined) => (typeof file === 'object' ? file?.id : file)
  const claimed = new Set([
    ...claiming.map((enquiry) => idOf(enquiry.attachment)),
    ...claimingRequests.flatMap((request) => (request.attachments ?? []).map(idOf)),
  ])
  const orphans = docs.map((doc) => doc.id).filter((id) => !claimed.has(id))
  if (orphans.length === 0) return 0
  const { docs: deleted } = await payload.delete({
    collection: 'enquiry-attachments',
    where: { id: { in: orphans } },
    overrideAccess: true,
  })
  return deleted.length
}
