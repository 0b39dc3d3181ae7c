import path from 'node:path'

/** Runtime state (database, uploads, outboxes) lives here; git-ignored, created on first start. */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? 'data')

export const uploadDirs = {
  media: path.join(dataDir, 'media'),
  datasheets: path.join(dataDir, 'datasheets'),
  enquiryAttachments: path.join(dataDir, 'enquiry-attachments'),
}

/** Uploads being received, before they are checked and stored. */
export const uploadTempDir = path.join(dataDir, 'upload-tmp')

export const outboxDir = path.join(dataDir, 'outbox')
