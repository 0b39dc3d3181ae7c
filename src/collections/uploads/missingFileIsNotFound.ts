import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

/**
 * A request for a file that is not on the disk answers 404. Payload's own fallback answers 500
 * and logs the absolute path at error level. With object storage (S3_BUCKET) the storage
 * adapter's handler answers instead, so this one steps aside.
 */
export const missingFileIsNotFound =
  (staticDir: string): UploadHandler =>
  // Payload moves on to the next handler when one resolves to anything but a Response; its type
  // asks for Promise<Response> or Promise<void>, not the union
  (_req, { params }) =>
    notFoundWhenMissing(staticDir, params.filename) as Promise<void>

async function notFoundWhenMissing(staticDir: string, filename: string): Promise<Response | undefined> {
  if (process.env.S3_BUCKET) return undefined
  const root = path.resolve(staticDir)
  const file = path.resolve(root, filename)
  // outside the folder: Payload refuses it itself
  if (!file.startsWith(root + path.sep)) return undefined
  const found = await stat(file).catch(() => null)
  if (found?.isFile()) return undefined
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })
}
