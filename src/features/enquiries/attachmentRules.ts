import type { Locale } from '@/siteMap'

/** The largest upload, in mebibytes as the messages quote it (`{maxMegabytes} MB`). */
export const MAX_ATTACHMENT_MEGABYTES = 15
export const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MEGABYTES * 1024 * 1024

export const attachmentKinds = ['jpg', 'png', 'pdf', 'dwg', 'dxf'] as const
export type AttachmentKind = (typeof attachmentKinds)[number]

/** Chinese lists name the kinds with the enumeration comma alone; English joins the last with "and". */
const listOf: Record<Locale, (names: string[]) => string> = {
  zh: (names) => names.join('、'),
  en: (names) => new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(names),
}

/** The values the upload messages fill in: `{maxMegabytes}` and `{attachmentKinds}` (JPG, PNG, …). */
export const attachmentRuleValues = (locale: Locale) => ({
  maxMegabytes: MAX_ATTACHMENT_MEGABYTES,
  attachmentKinds: listOf[locale](attachmentKinds.map((kind) => kind.toUpperCase())),
})

/** The MIME type each kind is stored with, and the one file-type must report for it. */
export const mimeTypes: Record<AttachmentKind, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  dwg: 'image/vnd.dwg',
  dxf: 'image/vnd.dxf',
}

/** The extensions offered (of a name, or as file-type reports them) and the kind each stands for. */
export const kindOfExtension: Record<string, AttachmentKind> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  dwg: 'dwg',
  dxf: 'dxf',
}

export const ATTACHMENT_ACCEPT = Object.keys(kindOfExtension)
  .map((extension) => `.${extension}`)
  .join(',')

type AttachmentProblem = 'tooLarge' | 'empty' | 'kindNotAllowed' | 'disguised'

/**
 * Why a file cannot be attached, judged in the browser before anything is uploaded (the upload
 * call judges it again on the server): its size, its extension, and whether its bytes are what
 * the extension says (a program renamed to .pdf is refused). DXF is text, in which file-type
 * finds no kind; the server reads its header.
 */
export async function attachmentProblem(file: Blob & { name: string }): Promise<AttachmentProblem | null> {
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooLarge'
  if (file.size === 0) return 'empty'
  const kind = kindOfExtension[file.name.split('.').pop()?.toLowerCase() ?? '']
  if (!kind) return 'kindNotAllowed'
  // file-type's detectors are fetched with the first file a visitor picks, not with the contact page
  const { fileTypeFromBlob } = await import('file-type')
  const detected = (await fileTypeFromBlob(file).catch(() => undefined))?.ext
  const detectedKind = detected ? (kindOfExtension[detected] ?? 'other') : null
  return detectedKind === (kind === 'dxf' ? null : kind) ? null : 'disguised'
}
