// The rules every cache of the site's pages shares: which requests are pages, what a copy of a page
// varies by, and which visitors never get or leave one. Plain JavaScript: server.mjs runs it as it
// is, and scripts/nginxCacheRules.mjs writes nginx's half of the same rules from it.
import { LANGUAGE_COOKIE } from '../i18n/languageCookie.mjs'

/** The member's session cookie (set by the login call): their pages are their own. */
export const MEMBER_COOKIE = 'member_token'
/** The visitor's chosen language: a bare address redirects by it, so copies vary by it. */
export { LANGUAGE_COOKIE }
/** Next's draft-mode cookie: staff previewing drafts must neither get nor leave a copy. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * The headers of Next's client navigations and prefetches: they ask a page's URL for its RSC payload,
 * not its HTML, so a copy of that URL varies by them.
 */
export const RSC_REQUEST_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action']

/**
 * First path segments that are not pages (as src/proxy.ts's matcher sees it, plus the sitemaps):
 * the CMS, the API, files, health and session checks, the build's assets.
 */
export const NOT_PAGE_SEGMENTS = ['admin', 'cms-api', 'api', 'files', 'healthz', 'preview', 'member-session', 'sitemap', '_next', '_vercel']

const NOT_A_PAGE = new RegExp(`^/(?:${NOT_PAGE_SEGMENTS.join('|')})(?:[/?]|$)|^[^?]*\\.[^/?]*(?:\\?|$)`)

/**
 * Whether a URL (path and query) is one of the site's pages: not a listed segment and no dot in its
 * last segment (robots.txt, sitemap.xml, icon.svg).
 * @param {string} url
 */
export const isPagePath = (url) => url.startsWith('/') && !NOT_A_PAGE.test(url)

/**
 * Whether a request asks for a page's HTML (not its RSC payload).
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} request
 */
export function isPageRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const url = request.url ?? ''
  if (url.includes('_rsc=') || !isPagePath(url)) return false
  return RSC_REQUEST_HEADERS.every((name) => request.headers[name] === undefined)
}

/**
 * What a shared copy of a page varies by, in order: the URL, the language cookie, the encoding class
 * (brotli, gzip or none) and the RSC headers of client navigations. nginx's key names the same parts.
 */
export const PAGE_COPY_VARIES_BY = [
  'url',
  `cookie:${LANGUAGE_COOKIE}`,
  'encoding',
  ...RSC_REQUEST_HEADERS.filter((h) => h !== 'next-action'),
]

/**
 * The paths that only members see, without query and language prefix, from the site map's lists.
 * @param {{ pages: Record<string, { path: string, membersOnly?: boolean }>, vacuumValvePages: readonly { path: string, membersOnly?: boolean }[], presysModelPages: readonly { path: string, membersOnly?: boolean }[] }} siteMap
 * @returns {string[]}
 */
export function membersOnlyPaths(siteMap) {
  const all = [...Object.values(siteMap.pages), ...siteMap.vacuumValvePages, ...siteMap.presysModelPages]
  return [...new Set(all.filter((page) => page.membersOnly).map((page) => page.path.split('?')[0]))]
}

/**
 * Whether a path (either language, any letter case) is a members-only page.
 * @param {string[]} paths from membersOnlyPaths @param {string} url
 */
export function isMembersOnlyPath(paths, url) {
  const pathname = url
    .split('?')[0]
    .toLowerCase()
    .replace(/^\/en(?=\/|$)/, '')
  return paths.some((path) => pathname === path.toLowerCase() || pathname.startsWith(`${path.toLowerCase()}/`))
}
