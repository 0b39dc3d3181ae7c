// Content-Security-Policy for every HTML response, with the hashes of the page's own inline
// scripts (Next's RSC payload and bootstrap). Hashes rather than nonces: a nonce changes per
// request, which would make every public page render per request instead of coming from the
// cache. See docs/decisions/013-content-security-policy.md.
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

import { siteLog } from '../src/runtime/log.mjs'
import { isHtmlType } from './contentType.mjs'

const HEADER = 'content-security-policy'

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

const isHtml = (answer) => isHtmlType(answer.headers['content-type'])

/**
 * The step of the response pipeline (server/responseSteps.mjs): an HTML answer with the policy of
 * its body, as it will be sent (after the scripts' rewrite, before compression; a body Next already
 * encoded is decoded to be read). An answer without a body (a HEAD, a 304) carries the policy its
 * validator names, and never replaces that remembered policy with one that allows no inline script.
 * Other answers pass untouched.
 * @param {import('./answerTypes.mjs').Answer} answer
 * @returns {import('./answerTypes.mjs').Answer}
 */
export function hashContentSecurityPolicy(answer) {
  const html = isHtml(answer)
  if (!html && answer.status !== 304) return answer
  const etag = answer.headers.etag === undefined ? undefined : String(answer.headers.etag)
  const known = etag === undefined ? undefined : policiesByEtag.get(etag)
  const withPolicy = (policy) => ({ ...answer, headers: { ...answer.headers, [HEADER]: policy } })
  if (answer.body.length === 0) {
    if (known) return withPolicy(known)
    return html ? withPolicy(policyFor('')) : answer
  }
  try {
    const policy = cachedPolicy(answer.body, String(answer.headers['content-encoding'] ?? 'identity'))
    if (etag !== undefined) remember(policiesByEtag, etag, policy)
    return withPolicy(policy)
  } catch (error) {
    // an unreadable body still gets a policy: no inline script may run
    siteLog('csp').error({ err: error }, 'could not read the page for its script hashes')
    return withPolicy(policyFor(''))
  }
}
