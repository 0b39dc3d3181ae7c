// Content-Security-Policy for every HTML response, with the hashes of the page's own inline
// scripts (Next's RSC payload and bootstrap). Hashes rather than nonces: a nonce changes per
// request, which would make every public page render per request instead of coming from the
// cache. See docs/decisions/013-content-security-policy.md.
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { siteLog } from '../src/lib/log.mjs'

const HEADER = 'Content-Security-Policy'

const common = [
  "default-src 'self'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // the captcha's proof-of-work runs in a worker made from a blob
  "worker-src 'self' blob:",
  // React and Next set style attributes, and the admin's editors inline styles
  "style-src 'self' 'unsafe-inline'",
]

/** The policy for an HTML body: its inline scripts by hash, scripts from this origin by URL. */
export function policyFor(html) {
  const hashes = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1]) || match[2] === '') continue
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`)
  }
  // 'wasm-unsafe-eval' lets WebAssembly compile (the captcha's hashing) and nothing else: no eval
  return [...common, `script-src 'self' 'wasm-unsafe-eval' ${[...hashes].join(' ')}`.trim()].join('; ')
}

const decoders = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync }

// A cached page is the same bytes every time: its policy is computed once (key: a digest of the body).
const policies = new Map()
const MAX_POLICIES = 1000

function cachedPolicy(body, encoding) {
  const key = `${encoding}:${createHash('sha1').update(body).digest('base64')}`
  let policy = policies.get(key)
  if (!policy) {
    const decode = decoders[encoding]
    policy = policyFor((decode ? decode(body) : body).toString('utf8'))
    remember(policies, key, policy)
  }
  return policy
}

// A browser revalidating a page gets a 304 without a body: it carries the policy of the page the
// validator names (the browser would keep the stored one; tools and proxies see it too).
const policiesByEtag = new Map()

function remember(map, key, value) {
  if (map.size >= MAX_POLICIES) map.delete(map.keys().next().value)
  map.set(key, value)
}

const isHtml = (response) => String(response.getHeader('content-type') ?? '').startsWith('text/html')

/**
 * Makes `response` carry the policy when it turns out to be HTML: its head and body are held back
 * until the end (HTML pages are sent whole rather than streamed), then sent with the header. Any
 * other response passes through untouched. `rewrite` (for pages: server/pageResponse.mjs) changes
 * an uncompressed HTML body before it is hashed and sent.
 * @param {import('node:http').ServerResponse} response
 * @param {{ rewrite?: (body: Buffer) => Buffer }} [options]
 */
export function applyContentSecurityPolicy(response, { rewrite } = {}) {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders }
  let mode // undefined until the first write decides: 'hold' or 'pass'
  let head
  const chunks = []

  // other wrappers (Next's compression) sit on top of these, so they stay in place and pass through
  const decide = () => {
    if (mode) return mode
    mode = isHtml(response) ? 'hold' : 'pass'
    const known = response.statusCode === 304 && policiesByEtag.get(String(response.getHeader('etag')))
    if (known) response.setHeader(HEADER, known)
    return mode
  }
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk)

  response.writeHead = function (...args) {
    // headers given here (rather than set before) count for the decision too
    const headers = args.find((arg) => arg && typeof arg === 'object')
    if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value)
    if (typeof args[0] === 'number') this.statusCode = args[0]
    if (decide() === 'pass') return original.writeHead.apply(this, args)
    head = typeof args[1] === 'string' ? [args[0], args[1]] : [args[0]]
    return this
  }
  response.flushHeaders = function () {
    if (decide() === 'pass') original.flushHeaders.call(this)
  }
  response.write = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.call(this, chunk, encoding, callback)
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }
  response.end = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.call(this, chunk, encoding, callback)
    // from here on, a head written through the wrappers (Node's implicit one) goes out as it is
    mode = 'pass'
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    let body = Buffer.concat(chunks)
    if (rewrite && body.length > 0 && !this.hasHeader('content-encoding')) body = rewrite(body)
    // a HEAD answer (or a 304) has no body to hash: it carries the policy its validator names, and
    // must never replace that remembered policy with one that allows no inline script
    const known = policiesByEtag.get(String(this.getHeader('etag')))
    if (body.length === 0) {
      this.setHeader(HEADER, known ?? policyFor(''))
      if (head) original.writeHead.apply(this, head)
      return original.end.call(this, done)
    }
    try {
      const policy = cachedPolicy(body, String(this.getHeader('content-encoding') ?? 'identity'))
      this.setHeader(HEADER, policy)
      if (this.hasHeader('etag')) remember(policiesByEtag, String(this.getHeader('etag')), policy)
    } catch (error) {
      // an unreadable body still gets a policy: no inline script may run
      siteLog('csp').error({ err: error }, 'could not read the page for its script hashes')
      this.setHeader(HEADER, policyFor(''))
    }
    if (body.length > 0 && !this.hasHeader('transfer-encoding')) this.setHeader('Content-Length', body.length)
    if (head) original.writeHead.apply(this, head)
    return original.end.call(this, body, done)
  }
}
