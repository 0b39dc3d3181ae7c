// Copies of answers that are not pages but the same for everyone who asks the same: the public
// API's read calls (their reply depends on the call, its JSON body and the language, never on who
// asks: src/runtime/cacheRules.mjs READ_CALLS), the sitemaps, the pages' pictures as Next's image
// optimiser gives them and the site's icon. The shipped nginx keeps the first two
// (deploy/nginx/site.conf); this is the same for the app alone, as `npm start` runs it on one
// machine. The copies live in the page copies' store (server/pageMicroCache.mjs) under keys of their
// own, and are kept by its step of the response pipeline.
import { Readable } from 'node:stream'

import { cookieValue, isAnonymousRequest, READ_CALL_BODY_DIGITS, READ_CALL_VARIES_BY, READ_CALLS } from '../src/runtime/cacheRules.mjs'

import { TTL_MS } from './pageCopies.mjs'

const READ_CALL_PATHS = new Set(READ_CALLS.map((call) => `/api/${call}`))
/** A body small enough to be read into memory for the key (nginx's rule too). */
const SMALL_BODY_LENGTH = new RegExp(`^\\d{1,${READ_CALL_BODY_DIGITS}}$`)
/** The sitemap and its parts (src/app/sitemap.xml, src/app/sitemap/[part]): the same for every visitor. */
const SITEMAP = /^\/sitemap(?:\.xml|\/[\w-]+\.xml)$/

/**
 * Whether a request is a read call whose reply may come from a copy: a POST to one of the calls,
 * its body of a known length small enough to be part of the key.
 * @param {import('node:http').IncomingMessage} request
 */
export function isReadCallRequest(request) {
  if (!TTL_MS || request.method !== 'POST' || !READ_CALL_PATHS.has(request.url ?? '')) return false
  const length = request.headers['content-length']
  return request.headers['transfer-encoding'] === undefined && length !== undefined && SMALL_BODY_LENGTH.test(length)
}

/**
 * A picture as Next's image optimiser gives it (`/_next/image?url=…&w=…&q=…`, as the pages write it:
 * those three, once each, in that order). Next reads the picture itself without the visitor's
 * cookies, so its answer is the same for every visitor whose browser takes the same formats. An
 * address in any other shape (another order, a parameter more) goes to Next without a copy, so
 * made-up addresses cannot fill the store and push the pages' copies out.
 */
const OPTIMISED_PICTURE = /^\/_next\/image\?url=[^&]+&w=\d{1,4}&q=\d{1,3}$/
/** The site's icon (src/app/icon.svg), its address carrying a hash of its content. */
const SITE_ICON = /^\/icon\.svg(?:\?[\w.-]*)?$/

/**
 * The key of a request for a shared file that may be answered from a copy, or undefined: a GET of a
 * sitemap (without a query, by a visitor without a session) or of the site's icon, keyed by the
 * encodings the client takes (Next compresses them), or of an optimised picture, keyed by the
 * formats the browser's Accept lists that Next chooses among (AVIF, WebP).
 * @param {import('node:http').IncomingMessage} request
 */
export function sharedFileKey(request) {
  const url = request.url ?? ''
  if (!TTL_MS || request.method !== 'GET') return undefined
  if (OPTIMISED_PICTURE.test(url)) return `picture ${pictureFormats(String(request.headers.accept ?? ''))} ${url}`
  if (!SITE_ICON.test(url) && !(SITEMAP.test(url) && isAnonymousRequest(request))) return undefined
  return `file ${request.headers['accept-encoding'] ?? ''} ${url}`
}

/** Whether a copy's key is an optimised picture's (its lifetime is PICTURE_TTL_MS). @param {string} key */
export const isPictureKey = (key) => key.startsWith('picture ')

/**
 * What of a browser's Accept Next's image optimiser reads: whether it lists AVIF and whether it lists
 * WebP. Which of them Next sends then depends on `images.formats` too, so the key holds both and
 * stays right whatever the config lists: a copy goes only to a browser that lists the same.
 */
const pictureFormats = (accept) => `${accept.includes('image/avif') ? 'avif' : '-'}/${accept.includes('image/webp') ? 'webp' : '-'}`

/**
 * Reads a read call's body (isReadCallRequest), then gives the key of its copy (the call, what the
 * reply varies by, READ_CALL_VARIES_BY, and the body) and the request Next is to read: a stand-in
 * with the same method, address, headers and socket whose body is the same bytes (the request read
 * here cannot be read again: Next refuses a body already read). Undefined when the body did not come whole.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<{ key: string, request: import('node:http').IncomingMessage } | undefined>}
 */
export function readCallKey(request) {
  return readWhole(request).then((body) => {
    if (body === undefined) return undefined
    const varies = READ_CALL_VARIES_BY.map((part) => variesBy(request, part))
    // the encodings the client takes too: Next compresses the reply for those that take one
    const key = `call ${request.url} ${JSON.stringify(varies)} ${request.headers['accept-encoding'] ?? ''} ${body.toString('latin1')}`
    return { key, request: replayOf(request, body) }
  })
}

/** @param {import('node:http').IncomingMessage} request @param {string} part a header, or `cookie:<name>` */
function variesBy(request, part) {
  if (!part.startsWith('cookie:')) return String(request.headers[part] ?? '')
  return cookieValue(String(request.headers.cookie ?? ''), part.slice('cookie:'.length)) ?? ''
}

/**
 * The whole body, or undefined when the request failed or was cut short.
 * @param {import('node:http').IncomingMessage} request
 * @returns {Promise<Buffer | undefined>}
 */
function readWhole(request) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = []
    request.on('data', (/** @type {Buffer} */ chunk) => chunks.push(chunk))
    request.once('end', () => resolve(request.complete ? Buffer.concat(chunks) : undefined))
    request.once('error', () => resolve(undefined))
    request.once('close', () => resolve(undefined))
  })
}

/**
 * A request with `request`'s method, address, headers and socket, whose body is `body`.
 * @param {import('node:http').IncomingMessage} request @param {Buffer} body
 * @returns {import('node:http').IncomingMessage}
 */
function replayOf(request, body) {
  const replay = /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ (Readable.from([body], { objectMode: false })))
  const { method, url, headers, rawHeaders, httpVersion, httpVersionMajor, httpVersionMinor, socket, trailers, rawTrailers } = request
  return Object.assign(replay, {
    method,
    url,
    headers,
    rawHeaders,
    httpVersion,
    httpVersionMajor,
    httpVersionMinor,
    socket,
    connection: socket,
    trailers,
    rawTrailers,
    complete: true,
    aborted: false,
  })
}
