// Pages compressed here rather than by Next: brotli for browsers that take it, gzip for the rest
// that take gzip. Next compresses with gzip only; brotli makes a page small enough that, with the
// response headers, it fits the first round trip of a new connection (TCP's initial window of 10
// packets), where gzip's did not. And as Next hands the page over uncompressed, the steps before
// this one read and rewrite plain HTML for every client. See docs/decisions/026-pages-in-brotli.md
// (with the figures).
import { brotliCompress, constants, gzip } from 'node:zlib'

import { siteLog } from '../src/runtime/log.mjs'
import { isHtmlType } from './contentType.mjs'

/**
 * Brotli quality 7: nearly the size of the highest quality, in a fortieth of its time. Compressed off
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

const compressWith = (encoding, body) =>
  new Promise((resolve, reject) => compressors[encoding](body, (error, compressed) => (error ? reject(error) : resolve(compressed))))

/**
 * The step of the response pipeline (server/responseSteps.mjs): a page's HTML compressed for the
 * client, in `facts.encoding` (brotli or gzip; undefined: none). Next is asked for every page
 * uncompressed (server/responsePipeline.mjs), so the steps before this one read plain HTML and the
 * copy kept after it is the one sent. An answer that is not HTML, already encoded, or too small to
 * gain goes out as it is; a HEAD answer says the encoding a GET would have, and no length.
 * @param {import('./answerTypes.mjs').Answer} answer
 * @param {import('./answerTypes.mjs').Facts} facts
 * @returns {Promise<import('./answerTypes.mjs').Answer>}
 */
export async function compressPage(answer, facts) {
  const { encoding } = facts
  const html = isHtmlType(answer.headers['content-type'])
  if (!facts.page || !encoding || !html || answer.headers['content-encoding'] || answer.status === 304) return answer
  const encoded = (headers) => {
    const vary = String(headers.vary ?? '')
    return {
      ...headers,
      'content-encoding': encoding,
      vary: /\baccept-encoding\b/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    }
  }
  if (facts.method === 'HEAD') {
    const headers = encoded(answer.headers)
    delete headers['content-length']
    return { ...answer, headers }
  }
  if (answer.body.length < MIN_BYTES) return answer
  try {
    const body = await compressWith(encoding, answer.body)
    return { ...answer, body, headers: { ...encoded(answer.headers), 'content-length': body.length } }
  } catch (error) {
    siteLog('compress').error({ err: error }, `could not ${encoding} the page; sending it as it is`)
    return answer
  }
}
