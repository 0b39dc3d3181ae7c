import path from 'node:path'

/** Runtime state (database, uploads, outboxes) lives here; git-ignored, created on first start. */
export const dataDir = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR ?? 'data')

/** SQLite file under the data folder unless DATABASE_URL names another database. */
export const databaseUrl = process.env.DATABASE_URL || `file:${path.join(dataDir, 'site.db')}`

export const isPostgres = (url = databaseUrl): boolean => url.startsWith('postgres')

/** The SQLite file a `file:` URL names (`file:data/site.db`, `file:/srv/site.db`, `file:///srv/site.db`). */
export const sqliteFileOf = (url: string): string => path.resolve(url.replace(/^file:(?:\/\/(?=\/))?/, '').replace(/\?.*$/, ''))

export const uploadDirs = {
  media: path.join(dataDir, 'media'),
  datasheets: path.join(dataDir, 'datasheets'),
  enquiryAttachments: path.join(dataDir, 'enquiry-attachments'),
}

/** Uploads being received, before they are checked and stored. */
export const uploadTempDir = path.join(dataDir, 'upload-tmp')

export const outboxDir = path.join(dataDir, 'outbox')

/** The generated PAYLOAD_SECRET of a site that was given none. */
export const secretFile = path.join(dataDir, 'secret.key')
