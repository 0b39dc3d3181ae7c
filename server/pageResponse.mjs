// The wrappers server.mjs puts around Next's handler, in the one order that works: the micro-cache
// keeps the bytes as finally sent, so it wraps first; brotli compresses the whole HTML the CSP
// wrapper hands over, so it wraps before the CSP; the CSP hashes the page as Next wrote it.
import { sendPageInBrotli } from './brotliPages.mjs'
import { applyContentSecurityPolicy } from './contentSecurityPolicy.mjs'
import { answerFromMicroCache, keepForMicroCache, microCacheKey } from './pageMicroCache.mjs'
import { shareCachedPages } from '../src/lib/sharedCaching.mjs'

/**
 * Answers from the page micro-cache when it holds a fresh copy (true), or wraps `response` for
 * Next's handler (false). `cache: false` (a stopping server) neither answers from nor fills a copy.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerOrWrap(request, response, { cache = true } = {}) {
  // a public page Next sent less than a second ago goes out again as it was (docs/decisions/019)
  const copyKey = cache ? microCacheKey(request) : undefined
  if (copyKey && answerFromMicroCache(copyKey, request, response)) return true
  if (copyKey) {
    keepForMicroCache(copyKey, response)
    // the copy kept is the brotli one for browsers that take it (docs/decisions/026)
    sendPageInBrotli(request, response)
  }
  shareCachedPages(request, response)
  applyContentSecurityPolicy(response)
  return false
}
