import path from 'node:path'

import { GetObjectCommand, HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { z } from 'zod/mini'

type Env = Record<string, string | undefined>

export interface S3Settings {
  bucket: string
  clientConfig: S3ClientConfig
}

const forcePathStyle = z.enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be "true" or "false"' })

/**
 * The object-storage settings an environment describes: the storage plugin and our own reads use
 * the same client config.
 *
 * Requests are virtual-hosted (`<bucket>.<endpoint host>`) unless S3_FORCE_PATH_STYLE=true: Aliyun
 * OSS and Tencent COS (buckets made since 2024) refuse path-style requests. Checksums only where
 * the operation requires one: the SDK's default CRC32 headers and aws-chunked trailers on every
 * upload are refused by several S3-compatible services.
 */
export function s3SettingsFrom(env: Env): S3Settings {
  return {
    bucket: env.S3_BUCKET ?? '',
    clientConfig: {
      region: env.S3_REGION || 'auto',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: forcePathStyle.parse(env.S3_FORCE_PATH_STYLE || 'false') === 'true',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials: {
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      },
    },
  }
}

/** S3-compatible object storage, on when S3_BUCKET is set (the same settings on every instance). */
export const s3Settings = s3SettingsFrom(process.env)

export const objectStorageEnabled = (): boolean => Boolean(s3Settings.bucket)

/** A bucket and a client to reach it. */
export interface Bucket {
  name: string
  client: S3Client
}

export const bucketOf = (settings: S3Settings): Bucket => ({ name: settings.bucket, client: new S3Client(settings.clientConfig) })

let configuredBucket: Bucket | undefined
const configured = () => (configuredBucket ??= bucketOf(s3Settings))

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
export async function readObject(upload: StoredUpload, bucket: Bucket = configured()): Promise<StoredObject | null> {
  try {
    const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.name, Key: objectKeyOf(upload) }))
    if (!object.Body) return null
    const body = object.Body.transformToWebStream() as ReadableStream<Uint8Array>
    return { body, size: object.ContentLength ?? 0 }
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return null
    throw error
  }
}

/** Throws unless the bucket exists and these credentials may use it. */
export async function assertBucketReachable(bucket: Bucket = configured()): Promise<void> {
  await bucket.client.send(new HeadBucketCommand({ Bucket: bucket.name }))
}
