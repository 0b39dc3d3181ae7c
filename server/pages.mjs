// Which requests ask for one of the site's pages (HTML that Next renders for the public site).
// The page wrappers (server/pageResponse.mjs) compress these themselves, load their scripts after
// parsing, and keep anonymous ones for a second; everything else reaches Next untouched.

/**
 * What is not a page (as src/proxy.ts's matcher sees it, plus the sitemaps): the CMS, the API,
 * files, health and session checks, the build's assets, and any path whose last segment has a dot
 * (robots.txt, sitemap.xml, icon.svg).
 */
const NOT_A_PAGE = /^\/(?:admin|cms-api|api|files|healthz|preview|member-session|sitemap|_next|_vercel)(?:[/?]|$)|^[^?]*\.[^/?]*(?:\?|$)/
/** Client navigations and prefetches ask a page's URL for its RSC payload, not its HTML. */
const PAYLOAD_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']

/**
 * Whether `request` asks for a page's HTML.
 * @param {import('node:http').IncomingMessage} request
 */
export function isPageRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = request.url ?? ''
  if (!url.startsWith('/') || url.includes('_rsc=') || NOT_A_PAGE.test(url)) return false
  return PAYLOAD_HEADERS.every((name) => request.headers[name] === undefined)
}
