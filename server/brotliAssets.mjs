// The build's script and style files in brotli for browsers that take it (all current ones): fewer
// bytes than the gzip Next sends, on what is most of a text page's weight (decision 026). Compressed once
// per file, in the background, on its first request (that one and any before the result get Next's
// gzip); the files are content-hashed and never change while the process runs.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'

import { takesBrotli } from './pageCompression.mjs'

const compress = promisify(brotliCompress)
const PREFIX = '/_next/static/'
const TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' }
const MAX_BYTES = 32 * 1024 * 1024

const root = path.resolve('.next/static')
/** url → compressed body, or null while compressing / when the file is not there */
const compressed = new Map()
let bytes = 0

/**
 * Answers a request for a build file in brotli when it is ready; false: Next answers (gzip).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerWithBrotli(request, response) {
  const url = request.url ?? ''
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !url.startsWith(PREFIX) || !takesBrotli(request)) return false
  const pathname = url.split('?')[0]
  const type = TYPES[path.extname(pathname)]
  if (!type) return false
  const body = compressed.get(pathname)
  if (body === undefined) {
    compressed.set(pathname, null)
    void compressFile(pathname)
    return false
  }
  if (body === null) return false
  response.writeHead(200, {
    'Content-Type': type,
    'Content-Encoding': 'br',
    'Content-Length': body.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  })
  response.end(request.method === 'HEAD' ? undefined : body)
  return true
}

async function compressFile(pathname) {
  const file = path.join(root, decodeURIComponent(pathname.slice(PREFIX.length)))
  if (!file.startsWith(root + path.sep)) return
  try {
    const source = await readFile(file)
    const body = await compress(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    })
    if (bytes + body.length > MAX_BYTES) return // past the cap, Next's gzip serves the rest
    compressed.set(pathname, body)
    bytes += body.length
  } catch {
    // not a build file (404 from Next) or unreadable: Next answers it; asked again, we try again
    compressed.delete(pathname)
  }
}
