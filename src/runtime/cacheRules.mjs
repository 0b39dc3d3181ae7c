// The rules every cache of the site's pages shares: which requests are pages, what a copy of a page
// varies by, and which visitors never get or leave one. Plain JavaScript: server.mjs runs it as it
// is, and scripts/nginxCacheRules.mjs writes nginx's half of the same rules from it.
import { LANGUAGE_COOKIE } from './languageCookie.mjs'

/** The member's session cookie (set by the login call): their pages are their own. */
export const MEMBER_COOKIE = 'member_token'
/** The visitor's chosen language: a bare address redirects by it, so copies vary by it. */
export { LANGUAGE_COOKIE }
/** Next's draft-mode cookie: staff previewing drafts must neither get nor leave a copy. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
/**
 * The visitor's pressure unit (src/features/specs/pressureUnit.ts): the figures on a product
 * page and a finder address without `unit=` follow it (the proxy sends the latter to its `unit=`
 * address), so copies vary by it.
 */
export const PRESSURE_UNIT_COOKIE = 'pressure_unit'

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
  const headers = request.headers
  for (const name of RSC_REQUEST_HEADERS) if (headers[name] !== undefined) return false
  return true
}

/**
 * What a shared copy of a page varies by, in order: the URL, the language cookie, the pressure unit, the encoding class
 * (brotli, gzip or none) and the RSC headers of client navigations. nginx's key names the same parts.
 */
export const PAGE_COPY_VARIES_BY = [
  'url',
  `cookie:${LANGUAGE_COOKIE}`,
  `cookie:${PRESSURE_UNIT_COOKIE}`,
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

/**
 * What public pages (the same for every visitor) say to caches: browsers ask again each time (a 304
 * when nothing changed), shared caches keep a page 5 s and may serve it 55 s more while they fetch
 * a new copy, so an edit shows within seconds behind any cache.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=55'

/**
 * Pages Next renders per request (they read the query) whose HTML is nevertheless the same for every
 * visitor without a session: the URL decides it. Answered to such a visitor, they are shared as public
 * pages are; a member or staff in draft mode still gets their own render. The download centre (its
 * tab), an article (its id) and the comparison (its products) are among them: each rendered ~70 times
 * a second at most, for every visitor, until they were.
 */
export const SAME_FOR_EVERY_VISITOR_PAGES = [
  '/login',
  '/register',
  '/retrievePassword',
  '/search',
  '/productFinder',
  '/vacuumCalculator',
  '/download',
  '/NewsDetail',
  '/compare',
]

/** Staff opening an article's draft from the admin (`?preview=1`, checked against their own admin session): never shared. */
const STAFF_PREVIEW = /[?&]preview=/

const cookieNamed = (name) => new RegExp(`(?:^|;\\s*)${name}=`)
const HAS_MEMBER_COOKIE = cookieNamed(MEMBER_COOKIE)
const HAS_DRAFT_MODE_COOKIE = cookieNamed(DRAFT_MODE_COOKIE)

/**
 * Whether a request comes from a visitor without a session: no member cookie, no staff draft mode, no
 * credentials. Only their answers may be shared; everyone else's may differ per visitor.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 */
export function isAnonymousRequest(request) {
  if (request.headers.authorization !== undefined) return false
  const cookie = request.headers.cookie
  return cookie === undefined || (!HAS_MEMBER_COOKIE.test(String(cookie)) && !HAS_DRAFT_MODE_COOKIE.test(String(cookie)))
}

/**
 * Whether a request comes from a member browsing as a member: their cookie, no staff draft mode, no
 * other credentials (whether the session is still valid is the app's to check).
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 */
export function isMemberRequest(request) {
  const cookie = String(request.headers.cookie ?? '')
  return request.headers.authorization === undefined && HAS_MEMBER_COOKIE.test(cookie) && !HAS_DRAFT_MODE_COOKIE.test(cookie)
}

const TO_LOGIN = /^(?:\/en)?\/login\?redirect=/

/**
 * Whether an answer to an anonymous visitor's page request is the same for all of them though Next
 * rendered it per request: a 404 page (any unknown path), a members-only page's redirect to the login
 * page, or one of SAME_FOR_EVERY_VISITOR_PAGES.
 * @param {string} url path and query @param {number} status @param {string} [location] a redirect's target
 */
export function isSameForEveryVisitor(url, status, location = '') {
  if (STAFF_PREVIEW.test(url)) return false
  if (status === 404) return true
  if (status === 307) return TO_LOGIN.test(location)
  if (status !== 200) return false
  const pathname = url.split('?')[0].replace(/^\/en(?=\/|$)/, '')
  return SAME_FOR_EVERY_VISITOR_PAGES.some((path) => pathname.toLowerCase() === path.toLowerCase())
}

/**
 * The public API's calls that only read published content: their reply depends on the path, the JSON
 * body and the language (the `lang` header, else the language cookie) and never on who asks, so the
 * shipped nginx keeps a reply 2 s as it keeps pages (deploy/nginx/site.conf). Every other call (log in,
 * register, send a code, enquiries, uploads, a member's data) reaches the app every time.
 */
export const READ_CALLS = ['index/index', 'index/search', 'article/index', 'article/detail', 'product/detail', 'product/getDownloadList']

/**
 * A read call's body is part of its copy's key, so it is read into memory: up to a Content-Length
 * of this many digits (9,999 bytes). A larger or chunked body goes to the app without a copy.
 */
export const READ_CALL_BODY_DIGITS = 4

/**
 * What a kept reply of a read call varies by, beside its path and body: the language it is written in
 * and what the same-origin check reads (src/api/sameOrigin.ts), so a refused cross-site call and an
 * accepted one never share a copy.
 */
export const READ_CALL_VARIES_BY = ['lang', `cookie:${LANGUAGE_COOKIE}`, 'origin', 'sec-fetch-site', 'content-type', 'host']

/**
 * The raw value of the cookie `name` in a Cookie header, if it is there.
 * @param {string} cookie @param {string} name
 */
export const cookieValue = (cookie, name) => (cookie ? cookiePattern(name).exec(cookie)?.[1] : undefined)

/** @type {Map<string, RegExp>} one pattern a cookie name, made once: a request reads several */
const cookiePatterns = new Map()
/** @param {string} name */
function cookiePattern(name) {
  let pattern = cookiePatterns.get(name)
  if (!pattern) cookiePatterns.set(name, (pattern = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`)))
  return pattern
}

/**
 * The session token a request's member cookie holds, if any.
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 */
export const memberTokenOf = (request) => cookieValue(String(request.headers.cookie ?? ''), MEMBER_COOKIE) || undefined

/**
 * The site map's catalogue pages for members (the valve types and the Presys models): the same for
 * every member, unlike the member's own data page.
 * @param {{ vacuumValvePages: readonly { path: string, membersOnly?: boolean }[], presysModelPages: readonly { path: string, membersOnly?: boolean }[] }} siteMap
 * @returns {string[]}
 */
export const memberCataloguePaths = (siteMap) => membersOnlyPaths({ ...siteMap, pages: {} })

/**
 * What a copy of a page varies by among the cookies: the language (bare URLs redirect by it) and the
 * pressure unit its figures are shown in (the finder's address without one redirects by it). A
 * member's copy of a catalogue page varies by these too, never by the member: their own name or
 * data is on no such page (the header asks /member-session).
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 */
export function copyVariant(request) {
  return request.headers.cookie === undefined ? NO_VARIANT : copyVariantValues(request).join(' ')
}

/** The cookies a copy of a page varies by (copyVariant). */
const COPY_VARIANT_COOKIES = [LANGUAGE_COOKIE, PRESSURE_UNIT_COOKIE]

/**
 * Their values in a request, in that order ('' for one not sent).
 * @param {{ headers: Record<string, string | string[] | undefined> }} request
 */
export function copyVariantValues(request) {
  const cookie = request.headers.cookie
  if (cookie === undefined) return NO_VARIANT_VALUES
  return COPY_VARIANT_COOKIES.map((name) => cookieValue(String(cookie), name) ?? '')
}
/** Those of a request without cookies, and its variant. */
const NO_VARIANT_VALUES = Object.freeze(COPY_VARIANT_COOKIES.map(() => ''))
const NO_VARIANT = NO_VARIANT_VALUES.join(' ')

/**
 * nginx's own copies of the members' catalogue pages (deploy/nginx/site.conf). The shipped nginx sends
 * `offerHeader: nginx` to the app with the requests it could answer that way, and keeps the copies
 * in an internal `location` (reachable only by the app's `X-Accel-Redirect`). The app then answers a
 * member whose session it verified with that header and no page, and nginx sends the page from its
 * copy. The copy's own fetch (the member's request, sent on to the app) goes without the offer, so
 * the app answers it with the page after checking the session again. See
 * docs/decisions/037-member-pages-and-sessions-from-a-cache.md.
 */
export const NGINX_MEMBER_COPIES = { location: '/_member-copy/', offerHeader: 'x-member-copies', offer: 'nginx' }

const MEMBER_COPY_PATHS = Symbol.for('site.memberCopyPaths')

/**
 * Tells the server which pages it may answer a member from a copy (Next's side gives it from the site
 * map when the server starts: server.mjs cannot read the site map's TypeScript).
 * @param {string[]} paths
 */
export function registerMemberCopyPaths(paths) {
  ;/** @type {Record<symbol, string[]>} */ (/** @type {unknown} */ (globalThis))[MEMBER_COPY_PATHS] = paths
}

/**
 * Whether a URL is one of those pages (none before Next's side has said which).
 * @param {string} url
 */
export function isMemberCopyPath(url) {
  const paths = /** @type {Record<symbol, string[] | undefined>} */ (/** @type {unknown} */ (globalThis))[MEMBER_COPY_PATHS]
  return paths !== undefined && isMembersOnlyPath(paths, url)
}
