// Which requests may share a copy of a page (server/pageMicroCache.mjs keeps the copies), for how
// long, and the address of nginx's own copy of a member's catalogue page. What a copy varies by (the
// cookies, the paths) is the site's rule, src/runtime/cacheRules.mjs; the encoding is
// server/pageCompression.mjs's.
import { pageEncoding } from './pageCompression.mjs'
import {
  copyVariant,
  copyVariantValues,
  isAnonymousRequest,
  isMemberCopyPath,
  isMemberRequest,
  isPageRequest,
  NGINX_MEMBER_COPIES,
} from '../src/runtime/cacheRules.mjs'

/** How long a copy is served: a publish shows within this (the shipped nginx keeps pages 2 s). */
export const TTL_MS = Number(process.env.PAGE_MICRO_CACHE_MS ?? 1000)
/**
 * How long a member's copy of a catalogue page is served. Next renders that page for every request
 * it gets (about 100 ms of a core), where a public page comes from Next's own cache, so the copy
 * lives as long as a public page does behind the shipped nginx (its 2 s and this copy's 1 s): a
 * publish still shows within 5 s, and a logout or a disable still counts at once (every answer
 * from the copy waits for the session check).
 */
export const MEMBER_TTL_MS = TTL_MS && Math.max(TTL_MS, 3000)
/**
 * How long a copy of an optimised picture is served (server/bodyKeyedCopies.mjs). Next's image
 * optimiser keeps what it made for 4 hours (`images.minimumCacheTTL`) without looking at the picture
 * again, so a minute here shows nothing older than Next would. A visit to /home asks for ten
 * pictures besides the page.
 */
export const PICTURE_TTL_MS = TTL_MS && Math.max(TTL_MS, 60_000)
/**
 * The key of a request that may be answered from a copy (or fill one), or undefined. The copy
 * varies as Next's answer does: the URL, the language cookie (bare URLs redirect by it), the
 * pressure unit (the finder's address without one redirects by it) and the encoding the client takes (server/pageCompression.mjs).
 * What the caller already knows of the request (a page, anonymous, its encoding) it may hand over.
 * @param {import('node:http').IncomingMessage} request
 * @param {{ page?: boolean, anonymous?: boolean, encoding?: 'br' | 'gzip' | undefined }} [known]
 */
export function microCacheKey(
  request,
  { page = isPageRequest(request), anonymous = isAnonymousRequest(request), encoding = pageEncoding(request) } = {},
) {
  if (request.method !== 'GET' || !TTL_MS || !page) return undefined
  // pages asked with credentials, a member's session or staff's draft mode (live preview) may differ
  // per visitor: they neither get nor leave a copy (RSC payloads are no page: src/runtime/cacheRules.mjs)
  if (!anonymous) return undefined
  return `${encoding ?? 'identity'} ${copyVariant(request)} ${request.url ?? ''}`
}

/**
 * The key of a member's request for a catalogue page (a valve type, a Presys model) that may be
 * answered from the members' copy of it once the session is verified (server/responsePipeline.mjs),
 * or undefined. The page is the same for every member (src/runtime/cacheRules.mjs says what it varies by).
 * @param {import('node:http').IncomingMessage} request
 */
export function memberCopyKey(request, { page = isPageRequest(request), encoding = pageEncoding(request) } = {}) {
  if (request.method !== 'GET' || !TTL_MS || !page || request.headers.cookie === undefined) return undefined
  const url = request.url ?? ''
  if (!isMemberRequest(request) || !isMemberCopyPath(url)) return undefined
  return `member ${encoding ?? 'identity'} ${copyVariant(request)} ${url}`
}

/** What goes into the address of nginx's copy as it is: nothing nginx would decode or refuse. */
const PLAIN_VALUE = /^[\w-]*$/
/** A cookie not sent, in that address: no cookie's value can be this. */
const NO_VALUE = '~'
const PLAIN_URL = /^\/[\w\-./?=&]*$/

/**
 * The address of nginx's own copy of a member's catalogue page (src/runtime/cacheRules.mjs,
 * NGINX_MEMBER_COPIES), when nginx offered to keep one for this request; otherwise undefined, and the
 * app sends the page itself. nginx keys its copy by this address, which varies as the members' copy
 * does (memberCopyKey): the encoding, the variant's cookies and the URL. A cookie or URL with
 * anything nginx would decode gets no address, so two variants never share one.
 * @param {import('node:http').IncomingMessage} request
 * @param {'br' | 'gzip' | undefined} encoding what the page goes out in (the request's facts have it)
 */
export function nginxMemberCopyAddress(request, encoding) {
  if (request.headers[NGINX_MEMBER_COPIES.offerHeader] !== NGINX_MEMBER_COPIES.offer) return undefined
  const url = request.url ?? ''
  const variant = copyVariantValues(request)
  if (!PLAIN_URL.test(url) || url.includes('..') || !variant.every((value) => PLAIN_VALUE.test(value))) return undefined
  const parts = [encoding ?? 'identity', ...variant.map((value) => value || NO_VALUE)]
  return `${NGINX_MEMBER_COPIES.location}${parts.join('/')}${url}`
}
