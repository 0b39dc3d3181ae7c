// Public pages in brotli for browsers that take it. Next compresses pages with gzip only; brotli
// makes /home's HTML 10.6 KB instead of 13.2 KB, which with the response headers fits the first
// round trip of a new connection (TCP's initial window, 10 packets ≈ 14.6 KB), where gzip's did
// not. See docs/decisions/026-pages-in-brotli.md.
import { brotliCompressSync, constants } from 'node:zlib'

/**
 * Quality 7: within 1–2 % of the smallest output but 2 ms for an 80 KB page instead of 80 (11).
 * The page micro-cache (pageMicroCache.mjs) keeps the compressed copy, so a busy page is
 * compressed about once a second.
 */
const QUALITY = 7
/** Below this, compressing saves less than the header costs. */
const MIN_BYTES = 1024

export const takesBrotli = (request) => /\bbr\b/i.test(String(request.headers['accept-encoding'] ?? ''))

/**
 * For a page request (one the micro-cache may keep) from a browser that takes brotli: asks Next
 * for the page uncompressed and sends it in brotli. Install after keepForMicroCache and before the
 * CSP wrapper (server.mjs), which hands over the whole HTML at once: the copy kept is then the
 * brotli one, and the CSP hashes the page as written. Anything else (a stream, a body Next
 * compressed anyway, not HTML) goes out as it is.
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
    if (
      whole &&
      Buffer.isBuffer(chunk) &&
      chunk.length >= MIN_BYTES &&
      isHtml() &&
      !this.hasHeader('content-encoding') &&
      !this.headersSent
    ) {
      chunk = brotliCompressSync(chunk, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: chunk.length,
        },
      })
      this.setHeader('Content-Encoding', 'br')
      this.setHeader('Content-Length', chunk.length)
      const vary = String(this.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary)) this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    if (head) original.writeHead.apply(this, head)
    head = undefined
    return original.end.call(this, chunk, ...rest)
  }
}
