// How long shared caches (a CDN, the shipped nginx) may keep a public page: a step of the response
// pipeline (server/responseSteps.mjs). See docs/decisions/015-shared-caching.md.
import { isSameForEveryVisitor, PUBLIC_PAGE_CACHE_CONTROL } from '../src/runtime/cacheRules.mjs'
import { isHtmlType } from './contentType.mjs'
import { noticeRewriteMiss } from './rewriteMisses.mjs'

/** What public pages say instead of Next's `s-maxage=31536000` (src/runtime/cacheRules.mjs). */
export { PUBLIC_PAGE_CACHE_CONTROL }

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
 *
 * A page Next renders per request but whose answer is the same for every visitor without a session
 * (a 404, login, search, a members-only page's redirect to the login page: src/runtime/cacheRules.mjs) is made public too when such a visitor asked and
 * the answer sets no cookie, so the copies in front of Next keep it.
 * @param {import('./answerTypes.mjs').Answer} answer
 * @param {import('./answerTypes.mjs').Facts} facts
 * @returns {import('./answerTypes.mjs').Answer}
 */
export function shareCachedPages(answer, facts) {
  const cacheControl = answer.headers['cache-control']
  // the same for every visitor without a session: a member's cookie changes it, in either language
  if (sharedThoughRendered(answer, facts)) return madePublic(answer, facts, true)
  if (typeof cacheControl !== 'string' || !/s-maxage/i.test(cacheControl)) return answer
  if (cacheControl === PUBLIC_PAGE_CACHE_CONTROL) return answer
  if (!nextCachedPage.test(cacheControl)) {
    const page = facts.page && isHtmlType(answer.headers['content-type'])
    if (page) noticeRewriteMiss('sharedCaching', `a shared-cache lifetime in a shape Next did not use before: ${cacheControl}`)
    return answer
  }
  return madePublic(answer, facts)
}

/** @param {import('./answerTypes.mjs').Answer} answer @param {import('./answerTypes.mjs').Facts} facts @param {boolean} [variesByCookie] */
function madePublic(answer, facts, variesByCookie = followsLanguageCookie(facts.url)) {
  const headers = { ...answer.headers, 'cache-control': PUBLIC_PAGE_CACHE_CONTROL }
  const vary = String(headers.vary ?? '')
  if (variesByCookie && !/\bcookie\b/i.test(vary)) headers.vary = vary ? `${vary}, Cookie` : 'Cookie'
  return { ...answer, headers }
}

/** @param {import('./answerTypes.mjs').Answer} answer @param {import('./answerTypes.mjs').Facts} facts */
const sharedThoughRendered = (answer, facts) =>
  facts.page &&
  facts.anonymous &&
  answer.headers['set-cookie'] === undefined &&
  (answer.status === 307 || isHtmlType(answer.headers['content-type'])) &&
  isSameForEveryVisitor(facts.url, answer.status, String(answer.headers.location ?? ''))
