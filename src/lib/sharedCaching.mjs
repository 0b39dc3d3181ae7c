// How long shared caches (a CDN, the shipped nginx) may keep a public page. Plain JavaScript: used by
// server.mjs, which Node runs as it is. See docs/decisions/015-shared-caching.md.

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
 * Rewrites the Cache-Control that Next sets on a cached public page, and adds `Cookie` to its Vary
 * where the answer depends on the language cookie. Pages rendered per request (for a member, a
 * query, the session) keep Next's `private, no-cache, no-store…`.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function shareCachedPages(request, response) {
  const setHeader = response.setHeader
  response.setHeader = function (name, value) {
    if (typeof value === 'string' && name.toLowerCase() === 'cache-control' && nextCachedPage.test(value)) {
      setHeader.call(this, name, PUBLIC_PAGE_CACHE_CONTROL)
      if (followsLanguageCookie(request.url)) {
        const vary = this.getHeader('vary')
        setHeader.call(this, 'Vary', vary ? `${vary}, Cookie` : 'Cookie')
      }
      return this
    }
    return setHeader.call(this, name, value)
  }
}
