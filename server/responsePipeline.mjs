// The one place that knows Node's response: server.mjs hands every request here before Next's
// handler. A public page kept in the micro-cache is answered from it; any other answer of Next's is
// captured once (server/nextResponsePatch.mjs) and goes out as the steps of server/responseSteps.mjs
// make it, in their order. See docs/decisions/034-one-response-pipeline.md.
import { isAnonymousRequest, isPageRequest, memberTokenOf } from '../src/runtime/cacheRules.mjs'
import { siteLog } from '../src/runtime/log.mjs'
import { countMicroCacheHit } from '../src/runtime/metrics.mjs'
import { isMemberSession } from '../src/runtime/verifiedSessions.mjs'

import { pageEncoding } from './pageCompression.mjs'
import { answerFromMicroCache, headWithId, willRender } from './pageMicroCache.mjs'
import { memberCopyKey, microCacheKey, nginxMemberCopyAddress } from './pageCopies.mjs'
import { isReadCallRequest, readCallKey, sharedFileKey } from './bodyKeyedCopies.mjs'
import { capture } from './nextResponsePatch.mjs'
import { REQUEST_ID_HEADER, requestIdOf } from './requestLog.mjs'

/**
 * What the steps know of a request (server/responseSteps.mjs). `cache: false` (a stopping server)
 * neither answers from nor fills a copy.
 * @param {import('node:http').IncomingMessage} request
 * @returns {import('./answerTypes.mjs').Facts}
 */
export function requestFacts(request, { cache = true } = {}) {
  const page = isPageRequest(request)
  const anonymous = isAnonymousRequest(request)
  const encoding = page ? pageEncoding(request) : undefined
  const known = { page, anonymous, encoding }
  const memberKey = cache && page && !anonymous ? memberCopyKey(request, known) : undefined
  const fileKey = cache && !page ? sharedFileKey(request) : undefined
  return {
    method: request.method ?? 'GET',
    url: request.url ?? '',
    page,
    anonymous,
    member: memberKey !== undefined,
    // its key comes once its body is read (withReadCallKey)
    readCall: cache && !page && isReadCallRequest(request),
    sharedFile: fileKey !== undefined,
    encoding,
    copyKey: memberKey ?? fileKey ?? (cache && page && anonymous ? microCacheKey(request, known) : undefined),
  }
}

/**
 * The facts of a read call with the key of its copy, once its body is read, and the request Next is
 * to read in its place (server/bodyKeyedCopies.mjs); the request as it was when its body did not come whole.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('./answerTypes.mjs').Facts} facts
 * @returns {Promise<{ facts: import('./answerTypes.mjs').Facts, request: import('node:http').IncomingMessage }>}
 */
export async function withReadCallKey(request, facts) {
  const keyed = await readCallKey(request)
  return keyed ? { facts: { ...facts, copyKey: keyed.key }, request: keyed.request } : { facts: { ...facts, readCall: false }, request }
}

/**
 * Answers from the page micro-cache when it holds a fresh copy (true) or not (false). A member's
 * catalogue page comes from the members' copy only once the session is verified
 * (src/runtime/verifiedSessions.mjs): the answer is then a promise of either.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./answerTypes.mjs').Facts} facts
 * @returns {boolean | Promise<boolean>}
 */
export function answerFromCopy(request, response, facts) {
  const copy = facts.copyKey ? answerFromMicroCache(facts.copyKey, request) : undefined
  if (copy === undefined) return false
  // another request is rendering the page: its answer, once kept
  if (copy instanceof Promise) return copy.then((kept) => (kept ? deliver(request, response, facts, kept) : false))
  return deliver(request, response, facts, copy)
}

/**
 * Sends a copy: a member's only once the session is verified, and then by nginx from its own copy
 * when nginx offered to keep one (the page's bytes then cross from the app to nginx once a second,
 * not with every request).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./answerTypes.mjs').Facts} facts
 * @param {import('./pageMicroCache.mjs').Copy} copy
 * @returns {boolean | Promise<boolean>}
 */
function deliver(request, response, facts, copy) {
  if (!facts.member) return send(request, response, copy)
  return isMemberSession(memberTokenOf(request)).then(
    (member) => member && (sendFromNginxCopy(request, response, facts, copy) || send(request, response, copy)),
    (error) => {
      siteLog('response').warn({ err: error }, 'could not verify a session; the page renders')
      return false
    },
  )
}

/**
 * Answers from a copy (true), or captures `response` for Next's handler (false), or a promise of
 * either (a member's page), or of the request Next's handler is to read instead (a read call, whose
 * body was read here): for a server that renders every request it does not answer from a copy.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @returns {boolean | Promise<boolean | import('node:http').IncomingMessage>}
 */
export function answerOrCapture(request, response, { cache = true } = {}) {
  const facts = requestFacts(request, { cache })
  if (!facts.readCall) return answerOrCaptureWith(request, response, facts)
  return withReadCallKey(request, facts).then(
    async (keyed) => (await answerOrCaptureWith(keyed.request, response, keyed.facts)) || keyed.request,
  )
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./answerTypes.mjs').Facts} facts
 * @returns {boolean | Promise<boolean>}
 */
function answerOrCaptureWith(request, response, facts) {
  const answered = answerFromCopy(request, response, facts)
  if (answered === true) return true
  if (answered === false) return captureAnswer(request, response, facts)
  return answered.then((fromCopy) => fromCopy || captureAnswer(request, response, facts))
}

/**
 * The head as kept, with this request's id (server/requestLog.mjs): one write of the head, no header
 * set before it.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./pageMicroCache.mjs').Copy} copy
 */
function send(request, response, copy) {
  // counted here, once it is sent: a member's copy whose session fails the check is no hit
  countMicroCacheHit()
  response.writeHead(copy.status, headWithId(copy, requestIdOf(request)))
  response.end(copy.status === 304 ? undefined : copy.body)
  return true
}

/**
 * Answers a verified member's page with the address of nginx's copy of it and no body (nginx sends
 * the page: deploy/nginx/site.conf), when nginx offered one and the copy is a page: true. Otherwise
 * false, and the copy goes out from here.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./answerTypes.mjs').Facts} facts
 * @param {import('./pageMicroCache.mjs').Copy} copy
 */
function sendFromNginxCopy(request, response, facts, copy) {
  const address = copy.status === 200 ? nginxMemberCopyAddress(request, facts.encoding) : undefined
  if (address === undefined) return false
  countMicroCacheHit()
  const id = requestIdOf(request)
  response.writeHead(200, { 'x-accel-redirect': address, 'content-length': '0', ...(id ? { [REQUEST_ID_HEADER]: id } : {}) })
  response.end()
  return true
}

/**
 * Captures Next's answer to `request` so that it goes out as the steps make it: false.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {import('./answerTypes.mjs').Facts} facts
 * @returns {false}
 */
export function captureAnswer(request, response, facts) {
  if (facts.copyKey) willRender(facts.copyKey)
  // Next must not pick an encoding of its own (deflate, or gzip for `*`): the steps read every page
  // as the same plain HTML, and the copy's key names the encoding it is sent in
  if (facts.page) request.headers['accept-encoding'] = 'identity'
  capture(response, facts)
  return false
}
