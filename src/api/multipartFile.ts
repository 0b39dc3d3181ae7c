import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import busboy from 'busboy'

import { newPartPath } from '@/lib/uploadParts'

/** A file part received to a temporary file. `discard` removes it; call it when done. */
interface ReceivedFile {
  path: string
  size: number
  filename: string
  discard: () => Promise<void>
}

/**
 * Room for the multipart boundaries and part headers around the file itself: a body declaring more
 * than the file limit plus this is refused before it is read (and nginx must let such a body through).
 */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

type Reception = { ok: true; file: ReceivedFile } | { ok: false; reason: 'tooLarge' | 'noFile' }

/**
 * How much of a refused body is still read (and thrown away) so that the client, which is still
 * sending it, gets the answer on a connection it can keep: a server that stops reading and closes
 * makes the client's kernel see a reset, and the answer may be lost with it. Beyond this the
 * connection is given up (server/unreadBodies.mjs closes it).
 */
export const DISCARD_LIMIT_BYTES = 32 * 1024 * 1024

/** Reads the rest of a body and throws it away, up to `limit` bytes; false when it was longer. */
export async function discardBody(body: ReadableStream<Uint8Array> | null, limit = DISCARD_LIMIT_BYTES): Promise<boolean> {
  if (!body) return true
  let read = 0
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return true
      read += value.byteLength
      if (read > limit) {
        await reader.cancel().catch(() => undefined)
        return false
      }
    }
  } catch {
    return false
  }
}

/**
 * Streams the multipart part named `field` of a request to a file in `dir`, counting bytes as they
 * arrive: a file of `limit` bytes is kept, past it nothing more is written and the partial file is
 * removed, so a large body never sits in memory and never fills the disk beyond the limit. The rest
 * of a too large body is read and thrown away (up to DISCARD_LIMIT_BYTES, then the reading stops),
 * so the refusal reaches the client. Other parts are skipped.
 */
export async function receiveMultipartFile(
  request: Request,
  { field, limit, dir }: { field: string; limit: number; dir: string },
): Promise<Reception> {
  if (!request.body) return { ok: false, reason: 'noFile' }
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      // busboy reports its limit when a file reaches it, so a file of exactly `limit` bytes needs one more
      limits: { fileSize: limit + 1, files: 1, fields: 20, parts: 25, fieldSize: 4096 },
    })
  } catch {
    return { ok: false, reason: 'noFile' }
  }

  await mkdir(dir, { recursive: true })
  const target = newPartPath(dir)
  const discard = () => rm(target, { force: true })
  let received: { size: number; filename: string } | undefined
  let writing: Promise<void> | undefined
  let tooLarge = false
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>)
  let bodyBytes = 0
  source.on('data', (chunk: Buffer) => {
    bodyBytes += chunk.length
    if (bodyBytes > limit + DISCARD_LIMIT_BYTES) source.destroy(new Error('body too large'))
  })

  parser.on('file', (name, stream, info) => {
    if (name !== field || writing) {
      stream.resume()
      return
    }
    let size = 0
    stream.on('data', (chunk: Buffer) => (size += chunk.length))
    // past the limit busboy skips the rest of the file; the body is still read up to the discard limit
    stream.on('limit', () => {
      tooLarge = true
    })
    writing = pipeline(stream, createWriteStream(target)).then(() => {
      received = { size, filename: info.filename ?? '' }
    })
    // awaited below when the body ends well; a failure there is the body's failure
    writing.catch(() => undefined)
  })

  try {
    await pipeline(source, parser)
    await writing
  } catch {
    // too large, or a broken or cut-off body: whatever part was written goes
    await discard()
    return { ok: false, reason: tooLarge ? 'tooLarge' : 'noFile' }
  }
  if (!received || tooLarge) {
    await discard()
    return { ok: false, reason: tooLarge ? 'tooLarge' : 'noFile' }
  }
  return { ok: true, file: { path: target, size: received.size, filename: received.filename, discard } }
}
