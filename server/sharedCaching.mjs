// How long shared caches (a CDN, the shipped nginx) may keep a public page: a step of the response
// pipeline (server/responseSteps.mjs). See docs/decisions/015-shared-caching.md.
import { noticeRewriteMiss } from './rewriteMisses.mjs'

/**
 * What public pages (cached by Next and the same for every visitor) say instead of Next's
 * `s-maxage=31536000`: browsers ask again each time (a 304 when nothing changed), shared caches
 * keep a page 5 s and may serve it 55 s more while they fetch a new copy, so an edit shows within
 * seconds behind any cache.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=55'

/** Next's header for a page from its incremental cache (ISR); dynamic pages say `private, no-store…`. */
const nextCachedPage = /^s-maxage=\d+/

/** Pages outside /en open in the language of the visitor's cookie (a redirect to /en…). */
const followsLanguageCookie = (url = '') => !/^\/en(?:[/?]|$)/.test(url)

/**
 * The answer with the public Cache-Control instead of the one Next sets on a cached public page,
 * and `Cookie` added to its Vary where the answer depends on the language cookie. Answers rendered
 * per request (for a member, a query, the session) keep Next's `private, no-cache, no-store…`. A
 * shared-cache lifetime in any other shape than Next's is a markup change this step does not know:
 * on a page it is reported, never passed on with Next's year-long lifetime unnoticed.
 * @param {import('./responseSteps.mjs').Answer} answer
 * @param {import('./responseSteps.mjs').Facts} facts
 * @returns {import('./responseSteps.mjs').Answer}
 */
export function shareCachedPages(answer, facts) {
  const cacheControl = answer.headers['cache-control']
  if (typeof cacheControl !== 'string' || !/s-maxage/i.test(cacheControl)) return answer
  if (cacheControl === PUBLIC_PAGE_CACHE_CONTROL) return answer
  if (!nextCachedPage.test(cacheControl)) {
    const page = facts.page && String(answer.headers['content-type'] ?? '').startsWith('text/html')
    if (page) noticeRewriteMiss('sharedCaching', `a shared-cache lifetime in a shape Next did not use before: ${cacheControl}`)
    return answer
  }
  const headers = { ...answer.headers, 'cache-control': PUBLIC_PAGE_CACHE_CONTROL }
  if (followsLanguageCookie(facts.url)) headers.vary = headers.vary ? `${headers.vary}, Cookie` : 'Cookie'
  return { ...answer, headers }
}
