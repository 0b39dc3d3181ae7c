import path from 'node:path'

import { GetObjectCommand, HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

/** S3-compatible object storage, on when S3_BUCKET is set (the same settings on every instance). */
export const s3Settings = {
  bucket: process.env.S3_BUCKET ?? '',
  clientConfig: {
    region: process.env.S3_REGION ?? 'auto',
    endpoint: process.env.S3_ENDPOINT || undefined,
    forcePathStyle: Boolean(process.env.S3_ENDPOINT),
    credentials: {
      accessKeyId: process.env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '',
    },
  } satisfies S3ClientConfig,
}

export const objectStorageEnabled = (): boolean => Boolean(s3Settings.bucket)

let client: S3Client | undefined
const s3 = () => (client ??= new S3Client(s3Settings.clientConfig))

/** The upload fields the storage plugin keeps: the object lives at `<prefix>/<_objectKey>/<filename>`. */
export interface StoredUpload {
  filename?: string | null
  prefix?: string | null
  _objectKey?: string | null
}

export function objectKeyOf(upload: StoredUpload): string {
  const folders = [upload.prefix, upload._objectKey].map((part) => (part ?? '').replace(/^\/+|\/+$/g, ''))
  return path.posix.join(...folders.filter(Boolean), upload.filename ?? '')
}

export interface StoredObject {
  body: ReadableStream<Uint8Array>
  size: number
}

/** The object's bytes as a stream; null when the bucket has no such object. */
export async function readObject(upload: StoredUpload): Promise<StoredObject | null> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: s3Settings.bucket, Key: objectKeyOf(upload) }))
    if (!object.Body) return null
    const body = object.Body.transformToWebStream() as ReadableStream<Uint8Array>
    return { body, size: object.ContentLength ?? 0 }
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return null
    throw error
  }
}

/** Throws unless the configured bucket exists and these credentials may use it. */
export async function assertBucketReachable(): Promise<void> {
  await s3().send(new HeadBucketCommand({ Bucket: s3Settings.bucket }))
}
