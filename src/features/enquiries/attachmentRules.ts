import { fileTypeFromBlob } from 'file-type'

/** Spec section 9: uploads up to 15 MB of JPG, PNG, CAD (DWG, DXF) or PDF. */
export const MAX_ATTACHMENT_BYTES = 15 * 1024 * 1024

/** The extensions offered, and the kind file-type must find in the bytes (DXF is text: none). */
const kindsByExtension: Record<string, string | null> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  pdf: 'pdf',
  dwg: 'dwg',
  dxf: null,
}

export const ATTACHMENT_ACCEPT = Object.keys(kindsByExtension)
  .map((extension) => `.${extension}`)
  .join(',')

export type AttachmentProblem = 'tooLarge' | 'empty' | 'kindNotAllowed' | 'disguised'

/**
 * Why a file cannot be attached, judged in the browser before anything is uploaded (the upload
 * call judges it again on the server): its size, its extension, and whether its bytes are what
 * the extension says (a program renamed to .pdf is refused).
 */
export async function attachmentProblem(file: Blob & { name: string }): Promise<AttachmentProblem | null> {
  if (file.size > MAX_ATTACHMENT_BYTES) return 'tooLarge'
  if (file.size === 0) return 'empty'
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  if (!(extension in kindsByExtension)) return 'kindNotAllowed'
  const detected = (await fileTypeFromBlob(file).catch(() => undefined))?.ext ?? null
  return detected === kindsByExtension[extension] ? null : 'disguised'
}
