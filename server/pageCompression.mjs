// Pages compressed here rather than by Next: brotli for browsers that take it, gzip for the rest
// that take gzip. Next compresses with gzip only; brotli makes /home's HTML 10.6 KB instead of
// 13.2 KB, which with the response headers fits the first round trip of a new connection (TCP's
// initial window, 10 packets ≈ 14.6 KB), where gzip's did not. And as Next hands the page over
// uncompressed, the CSP wrapper can rewrite its script tags (decision 028) for every client. See
// docs/decisions/026-pages-in-brotli.md.
import { brotliCompress, constants, gzip } from 'node:zlib'

import { siteLog } from '../src/lib/log.mjs'

/**
 * Brotli quality 7: 10.6 KB for /home where 11 gives 9.8 KB, in 2 ms instead of 80. Compressed off
 * the event loop (zlib's thread pool); the page micro-cache (pageMicroCache.mjs) keeps the result,
 * so a busy public page is compressed about once a second.
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }
const compressors = {
  br: (body, done) => brotliCompress(body, BROTLI, done),
  gzip: (body, done) => gzip(body, done),
}
/** Below this, compressing saves less than the header costs. */
const MIN_BYTES = 1024

/** Whether the client takes brotli (the build's assets, server/brotliAssets.mjs, use it too). */
export const takesBrotli = (request) => /\bbr\b/i.test(String(request.headers['accept-encoding'] ?? ''))

/**
 * The encoding a page goes out in for this client: 'br', 'gzip' or undefined (none).
 * @param {import('node:http').IncomingMessage} request
 */
export function pageEncoding(request) {
  if (takesBrotli(request)) return 'br'
  return /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? '')) ? 'gzip' : undefined
}

/**
 * For a page request (src/lib/cacheRules.mjs): asks Next for the page uncompressed and, for a client that
 * takes brotli or gzip, sends its HTML compressed. Install after keepForMicroCache and before the
 * CSP wrapper (server/pageResponse.mjs), which hands over the whole HTML at once: the copy kept is
 * then the compressed one, and the CSP hashes the page as sent. An answer that is not HTML, or
 * that is already encoded, goes out as it is; a HEAD answer says the encoding a GET would have.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function compressPage(request, response) {
  const encoding = pageEncoding(request)
  // Next must not pick an encoding of its own (deflate, or gzip for `*`): every page is the same
  // plain HTML for the CSP wrapper's rewrite, and the micro-cache's class matches what is sent
  request.headers['accept-encoding'] = 'identity'
  if (!encoding) return
  const original = { writeHead: response.writeHead, write: response.write, end: response.end }
  let head
  // once the body starts, a head written through the wrappers (Node's implicit one) goes out as it is
  let passing = false
  const isHtml = () => String(response.getHeader('content-type') ?? '').startsWith('text/html')
  const sayEncoded = () => {
    response.setHeader('Content-Encoding', encoding)
    const vary = String(response.getHeader('vary') ?? '')
    if (!/\baccept-encoding\b/i.test(vary)) response.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  }

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
    const plain = whole && isHtml() && !this.hasHeader('content-encoding') && !this.headersSent
    // HEAD: the headers of the GET, whose length is only known once compressed
    if (plain && request.method === 'HEAD' && this.statusCode !== 304) {
      sayEncoded()
      this.removeHeader('Content-Length')
      return finish(chunk)
    }
    if (!plain || !Buffer.isBuffer(chunk) || chunk.length < MIN_BYTES) return finish(chunk)
    compressors[encoding](chunk, (error, compressed) => {
      if (error) {
        siteLog('compress').error({ err: error }, `could not ${encoding} the page; sending it as it is`)
        return finish(chunk)
      }
      sayEncoded()
      this.setHeader('Content-Length', compressed.length)
      finish(compressed)
    })
    return this
  }
}
