// The wrappers server.mjs puts around Next's handler, in the one order that works: the micro-cache
// keeps the bytes as finally sent, so it wraps first; compression takes the whole HTML the CSP
// wrapper hands over, so it wraps before the CSP; the CSP wrapper loads the page's scripts after
// parsing and hashes the page as it is sent.
import { applyContentSecurityPolicy } from './contentSecurityPolicy.mjs'
import { compressPage } from './pageCompression.mjs'
import { answerFromMicroCache, keepForMicroCache, microCacheKey } from './pageMicroCache.mjs'
import { isPageRequest } from '../src/lib/cacheRules.mjs'
import { pageWithScriptsAfterParsing } from './scriptsAfterParsing.mjs'
import { shareCachedPages } from '../src/lib/sharedCaching.mjs'

/**
 * Answers from the page micro-cache when it holds a fresh copy (true), or wraps `response` for
 * Next's handler (false). `cache: false` (a stopping server) neither answers from nor fills a copy.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function answerOrWrap(request, response, { cache = true } = {}) {
  const page = isPageRequest(request)
  // a public page Next sent less than a second ago goes out again as it was (docs/decisions/019)
  const copyKey = cache && page ? microCacheKey(request) : undefined
  if (copyKey && answerFromMicroCache(copyKey, request, response)) return true
  if (copyKey) keepForMicroCache(copyKey, response)
  if (page) {
    // Next hands pages over uncompressed, for their scripts' rewrite (docs/decisions/026, 028)
    compressPage(request, response)
  }
  shareCachedPages(request, response)
  applyContentSecurityPolicy(response, { rewrite: page ? pageWithScriptsAfterParsing : undefined })
  return false
}
