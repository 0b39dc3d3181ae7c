import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { Payload } from 'payload'

import { refuse, type Outcome } from '@/lib/outcome'
import { objectStorageEnabled, readObject } from '@/lib/objectStorage'
import { uploadDirs } from '@/lib/paths'
import { payloadSecret } from '@/lib/secret'
import { generatedDatasheet } from '@/features/datasheets/generatedDatasheet'
import type { Datasheet, Download, Member } from '@/payload-types'
import type { Locale } from '@/siteMap'

/** A grant opens one datasheet for one member during five minutes. */
export const GRANT_SECONDS = 300

export const downloadTypeValues = ['1', '2', '3', '4', '5'] as const
export type DownloadType = (typeof downloadTypeValues)[number]

export interface DownloadListItem {
  id: number
  title: string
  title_en: string
  size: number | null
  extension: string | null
}

/** The download centre's tab: items of a type in their order, with the Chinese and English titles. */
export async function listDownloads(payload: Payload, type: DownloadType): Promise<DownloadListItem[]> {
  // an item without an English title shows its Chinese one rather than nothing (locale fallback)
  const inLocale = (locale: 'zh' | 'en') =>
    payload.find({
      collection: 'downloads',
      locale,
      where: { type: { equals: type } },
      sort: ['order', 'itemId'],
      pagination: false,
      depth: 0,
    })
  const [zh, en] = await Promise.all([inLocale('zh'), inLocale('en')])
  const englishTitle = new Map(en.docs.map((doc) => [doc.id, doc.title]))
  return zh.docs
    .filter((doc): doc is Download & { itemId: number } => typeof doc.itemId === 'number')
    .map((doc) => ({
      id: doc.itemId,
      title: doc.title,
      title_en: englishTitle.get(doc.id) ?? doc.title,
      size: doc.sizeMb ?? null,
      extension: doc.extension ?? null,
    }))
}

interface GrantClaims {
  itemId: number
  memberId: number
  /** seconds since the epoch */
  expires: number
  /** the language of a generated datasheet (an uploaded one has one file for both) */
  locale?: Locale
}

/** The grant key: derived from the Payload secret, used for nothing else. */
const grantKey = () => createHash('sha256').update(`datasheet-grant:${payloadSecret()}`).digest()

/**
 * The claims sealed with AES-256-GCM: opaque (the URL does not show whose it is) and worthless once
 * changed or expired. Layout: 12-byte IV, 16-byte tag, ciphertext of `<item>.<member>.<expiry>[.<locale>]`.
 */
export function signGrant({ itemId, memberId, expires, locale }: GrantClaims): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', grantKey(), iv)
  const sealed = Buffer.concat([cipher.update(`${itemId}.${memberId}.${expires}${locale ? `.${locale}` : ''}`, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** Whether a path segment has the shape of a grant (base64url of a sealed claim); no other can open. */
export const isGrantShaped = (grant: string): boolean => /^[\w-]{40,120}$/.test(grant)

/** The claims of a grant that opens and whose time has not run out; otherwise null. */
export function verifyGrant(grant: string, now = Date.now()): GrantClaims | null {
  if (!isGrantShaped(grant)) return null
  const bytes = Buffer.from(grant, 'base64url')
  let text: string
  try {
    const decipher = createDecipheriv('aes-256-gcm', grantKey(), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
  const match = /^(\d{1,9})\.(\d{1,12})\.(\d{1,12})(?:\.(zh|en))?$/.exec(text)
  if (!match) return null
  const locale = match[4] as Locale | undefined
  const claims = { itemId: Number(match[1]), memberId: Number(match[2]), expires: Number(match[3]), ...(locale ? { locale } : {}) }
  return claims.expires * 1000 > now ? claims : null
}

export const grantPath = (grant: string) => `/files/datasheet/${grant}`

/**
 * The file behind an item: the PDF an editor uploaded to the download item, else the datasheet
 * generated from the product's specifications in the member's language.
 */
async function downloadWithFile(
  payload: Payload,
  itemId: number,
  locale: Locale = 'zh',
): Promise<{ item: Download | null; file: Datasheet } | null> {
  const { docs } = await payload.find({
    collection: 'downloads',
    where: { itemId: { equals: itemId } },
    limit: 1,
    pagination: false,
    depth: 1,
  })
  const item = docs[0] ?? null
  if (item?.file && typeof item.file === 'object' && item.file.filename) return { item, file: item.file }
  const file = await generatedDatasheet(payload, itemId, locale)
  return file && { item, file }
}

/**
 * Hands a member the host-relative path of a fresh grant for an item's datasheet and writes the
 * download log (the company's list of leads). An unknown item or one without a file is refused.
 */
export async function grantDownload(
  payload: Payload,
  { itemId, member, ip, userAgent, locale }: { itemId: number; member: Member; ip: string; userAgent: string; locale?: Locale },
): Promise<Outcome<{ path: string; expiresIn: number }>> {
  const found = await downloadWithFile(payload, itemId, locale)
  if (!found) return refuse('download.noFile')
  await payload.create({
    collection: 'download-log',
    data: {
      member: member.id,
      mobile: member.mobile,
      company: member.company,
      download: found.item?.id,
      itemTitle: found.item?.title ?? found.file.filename,
      ip,
      userAgent: userAgent.slice(0, 300),
    },
  })
  const expires = Math.floor(Date.now() / 1000) + GRANT_SECONDS
  const claims = { itemId, memberId: member.id, expires, ...(locale ? { locale } : {}) }
  return { ok: true, path: grantPath(signGrant(claims)), expiresIn: GRANT_SECONDS }
}

export interface GrantedFile {
  body: ReadableStream<Uint8Array>
  filename: string
  size: number
  mimeType: string
}

/**
 * The datasheet a valid grant opens, read from the bucket when object storage is on and from the
 * local disk otherwise; null when the grant or the file is gone, or when the member was disabled
 * or deleted since the grant was issued. Only a granted read touches the file.
 */
export async function grantedDatasheet(payload: Payload, grant: string): Promise<GrantedFile | null> {
  const claims = verifyGrant(grant)
  if (!claims) return null
  const member = await payload.findByID({ collection: 'members', id: claims.memberId, depth: 0, disableErrors: true })
  if (!member || member.disabled) return null
  const found = await downloadWithFile(payload, claims.itemId, claims.locale)
  if (!found) return null
  const stored = path.basename(found.file.filename ?? '')
  // a rebuilt datasheet is stored beside its predecessor as `…-1.pdf`; the member gets the plain name
  const filename = found.file.generated?.productKey ? stored.replace(/-\d+(\.pdf)$/i, '$1') : stored
  const mimeType = found.file.mimeType ?? 'application/pdf'
  if (objectStorageEnabled()) {
    const object = await readObject(found.file)
    return object && { ...object, filename, mimeType }
  }
  const absolutePath = path.join(uploadDirs.datasheets, stored)
  const info = await stat(absolutePath).catch(() => null)
  if (!info?.isFile()) return null
  const body = Readable.toWeb(createReadStream(absolutePath)) as ReadableStream<Uint8Array>
  return { body, filename, size: info.size, mimeType }
}
