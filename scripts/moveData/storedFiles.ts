import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'

import { PutObjectCommand } from '@aws-sdk/client-s3'
import type { Client } from '@libsql/client'

import { objectKeyOf, type Bucket } from '../../src/lib/objectStorage'
import { quoted } from './siteDatabase'

/** An upload collection: its table and the folder its files are in on disk. */
export interface UploadCollection {
  table: string
  dir: string
}

/** One stored file: where it is on disk and the key the storage plugin reads it from. */
export interface StoredFile {
  file: string
  key: string
  mimeType: string | null
}

/** Payload keeps each generated image size in columns `sizes_<name>_filename` and `sizes_<name>_mime_type`. */
const SIZE_FILENAME = /^sizes_(.+)_filename$/

/**
 * Every file the site's upload records name, the original and each generated size, with the key
 * @payloadcms/storage-s3 expects: `<prefix>/<_objectKey>/<filename>` (objectKeyOf; this site's
 * prefix is empty and `_objectKey` unset on disk, so the key is the file's name), which is how
 * the running site reads them back.
 */
export async function filesNamedBy(client: Client, collection: UploadCollection, columns: string[]): Promise<StoredFile[]> {
  const sizes = columns.flatMap((column) => {
    const size = SIZE_FILENAME.exec(column)?.[1]
    return size ? [{ filename: column, mimeType: columns.includes(`sizes_${size}_mime_type`) ? `sizes_${size}_mime_type` : null }] : []
  })
  const pairs = [{ filename: 'filename', mimeType: columns.includes('mime_type') ? 'mime_type' : null }, ...sizes]
  const select = [
    'prefix',
    '_objectkey',
    ...pairs.flatMap((pair) => (pair.mimeType ? [pair.filename, pair.mimeType] : [pair.filename])),
  ].filter((column) => columns.includes(column))
  const rows = await client.execute(`select ${select.map(quoted).join(', ')} from ${quoted(collection.table)}`)
  const files: StoredFile[] = []
  for (const row of rows.rows) {
    for (const pair of pairs) {
      const filename = row[pair.filename]
      if (typeof filename !== 'string' || filename === '') continue
      const upload = { prefix: row.prefix as string | null, _objectKey: row._objectkey as string | null, filename }
      files.push({
        file: path.join(collection.dir, filename),
        key: objectKeyOf(upload),
        mimeType: pair.mimeType ? ((row[pair.mimeType] as string | null) ?? null) : null,
      })
    }
  }
  return files
}

/** Keys that two different files would both take (the collections share the bucket's root), one line each. */
export function keyCollisions(files: StoredFile[]): string[] {
  const byKey = new Map<string, Set<string>>()
  for (const { key, file } of files) byKey.set(key, (byKey.get(key) ?? new Set()).add(file))
  return [...byKey].filter(([, sources]) => sources.size > 1).map(([key, sources]) => `${key}: ${[...sources].join(', ')}`)
}

/** The files of `files` missing on disk (a record whose file was deleted by hand: the site answers 404 for it too). */
export async function missingOnDisk(files: StoredFile[]): Promise<StoredFile[]> {
  const missing: StoredFile[] = []
  for (const entry of files) if (!(await stat(entry.file).catch(() => null))?.isFile()) missing.push(entry)
  return missing
}

/** Puts each file into the bucket under its key, a few at a time; an object already there is replaced (a rerun). */
export async function uploadFiles(bucket: Bucket, files: StoredFile[], parallel = 4): Promise<number> {
  let next = 0
  let bytes = 0
  const worker = async () => {
    while (next < files.length) {
      const { file, key, mimeType } = files[next++]
      const size = (await stat(file)).size
      await bucket.client.send(
        new PutObjectCommand({
          Bucket: bucket.name,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: mimeType ?? undefined,
        }),
      )
      bytes += size
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker))
  return bytes
}
