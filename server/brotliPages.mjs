// Public pages in brotli for browsers that take it. Next compresses pages with gzip only; brotli
// makes /home's HTML 10.6 KB instead of 13.2 KB, which with the response headers fits the first
// round trip of a new connection (TCP's initial window, 10 packets ≈ 14.6 KB), where gzip's did
// not. See docs/decisions/026-pages-in-brotli.md.
import { brotliCompress, constants } from 'node:zlib'

/**
 * Quality 7: 10.6 KB for /home where 11 gives 9.8 KB, in 2 ms instead of 80. Compressed off the
 * event loop (zlib's thread pool); the page micro-cache (pageMicroCache.mjs) keeps the result, so
 * a busy public page is compressed about once a second.
 */
const OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }
/** Below this, compressing saves less than the header costs. */
const MIN_BYTES = 1024

/** Whether the client takes brotli (the build's assets, server/brotliAssets.mjs, use it too). */
export const takesBrotli = (request) => /\bbr\b/i.test(String(request.headers['accept-encoding'] ?? ''))

/**
 * For a page request (one the micro-cache keys: pageMicroCache.mjs says which requests are pages)
 * from a browser that takes brotli: asks Next
 * for the page uncompressed and sends its HTML in brotli. Install after keepForMicroCache and
 * before the CSP wrapper (server.mjs), which hands over the whole HTML at once: the copy kept is
 * then the brotli one, and the CSP hashes the page as written. An answer that is not HTML, or that
 * is already encoded, goes out as it is.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function sendPageInBrotli(request, response) {
  if (!takesBrotli(request)) return
  request.headers['accept-encoding'] = 'identity'
  const original = { writeHead: response.writeHead, write: response.write, end: response.end }
  let head
  // once the body starts, a head written through the wrappers (Node's implicit one) goes out as it is
  let passing = false
  const isHtml = () => String(response.getHeader('content-type') ?? '').startsWith('text/html')

  response.writeHead = function (...args) {
    // an HTML head waits for its body (the CSP wrapper sets every header before calling this)
    if (passing || !isHtml() || args.some((arg) => arg && typeof arg === 'object')) return original.writeHead.apply(this, args)
    head = args
    return this
  }
  response.write = function (...args) {
    passing = true
    if (head) original.writeHead.apply(this, head)
    head = undefined
    return original.write.apply(this, args)
  }
  response.end = function (chunk, ...rest) {
    const whole = !passing
    passing = true
    const finish = (body) => {
      if (head) original.writeHead.apply(this, head)
      head = undefined
      return original.end.call(this, body, ...rest)
    }
    const compressible =
      whole && Buffer.isBuffer(chunk) && chunk.length >= MIN_BYTES && isHtml() && !this.hasHeader('content-encoding') && !this.headersSent
    if (!compressible) return finish(chunk)
    brotliCompress(chunk, OPTIONS, (error, compressed) => {
      if (error) {
        console.error('[brotli] could not compress the page; sending it as it is', error)
        return finish(chunk)
      }
      this.setHeader('Content-Encoding', 'br')
      this.setHeader('Content-Length', compressed.length)
      const vary = String(this.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary)) this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      finish(compressed)
    })
    return this
  }
}
