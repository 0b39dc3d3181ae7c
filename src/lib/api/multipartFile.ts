import { createWriteStream } from 'node:fs'
import { mkdir, readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import busboy from 'busboy'

/** A file part received to a temporary file. `discard` removes it; call it when done. */
interface ReceivedFile {
  path: string
  size: number
  filename: string
  discard: () => Promise<void>
}

type Reception = { ok: true; file: ReceivedFile } | { ok: false; reason: 'tooLarge' | 'noFile' }

/**
 * Streams the multipart part named `field` of a request to a file in `dir`, counting bytes as they
 * arrive: a file of `limit` bytes is kept, past it the reading stops and the partial file is
 * removed, so a large body never sits in memory and never fills the disk beyond the limit. Other
 * parts are skipped.
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
  const target = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.part`)
  const discard = () => rm(target, { force: true })
  let received: { size: number; filename: string } | undefined
  let writing: Promise<void> | undefined
  let tooLarge = false
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>)

  parser.on('file', (name, stream, info) => {
    if (name !== field || writing) {
      stream.resume()
      return
    }
    let size = 0
    stream.on('data', (chunk: Buffer) => (size += chunk.length))
    // past the limit, stop reading the request at all rather than drain the rest of it
    stream.on('limit', () => {
      tooLarge = true
      source.destroy(new Error('file too large'))
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

/** Removes partial files older than `maxAgeMs` that a crash left in `dir`. */
export async function removeStaleParts(dir: string, maxAgeMs: number): Promise<void> {
  const names = await readdir(dir).catch(() => [])
  for (const name of names.filter((entry) => entry.endsWith('.part'))) {
    const file = path.join(dir, name)
    const stats = await stat(file).catch(() => null)
    if (stats && Date.now() - stats.mtimeMs > maxAgeMs) await rm(file, { force: true })
  }
}
