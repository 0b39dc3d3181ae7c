// What the server does to Next's answers, in order. Each step takes the answer (status, headers by
// lower-case name, body) and the facts of its request, and returns the answer to send; only
// server/responsePipeline.mjs touches Node's response. See docs/decisions/034-one-response-pipeline.md.
import { NOT_FOUND_MARK } from '../src/runtime/pageStatus.mjs'

import { withoutHeaders } from './answerHeaders.mjs'
import { hashContentSecurityPolicy } from './contentSecurityPolicy.mjs'
import { isHtmlType } from './contentType.mjs'
import { compressPage } from './pageCompression.mjs'
import { keepForMicroCache } from './pageMicroCache.mjs'
import { loadScriptsAfterParsing } from './scriptsAfterParsing.mjs'
import { shareCachedPages } from './sharedCaching.mjs'

/**
 * @typedef {import('./answerTypes.mjs').Answer} Answer
 * @typedef {import('./answerTypes.mjs').Facts} Facts
 * @typedef {import('./answerTypes.mjs').Step} Step
 */

/**
 * The steps for the head of every answer, including those whose body streams through as Next
 * writes it (anything but HTML): they read and change headers only.
 * @type {Step[]}
 */
export const HEAD_STEPS = [shareCachedPages]

/**
 * The steps for an answer held whole (HTML, and 304s), in the one order that works:
 * 1. the status of a page that answers "not found" as it renders, which the cache rules read;
 * 2. the shared-cache lifetime, which decides whether the page may be kept;
 * 3. a page's head without Next's own headers;
 * 4. the scripts' rewrite, on the HTML as Next wrote it;
 * 5. the policy, which hashes the inline scripts of the HTML as it will be sent (the loader too);
 * 6. the length of that HTML;
 * 7. compression, which must come after every step that reads or changes the HTML;
 * 8. the copy, which keeps the bytes and headers exactly as sent.
 * @type {Step[]}
 */
export const WHOLE_ANSWER_STEPS = [
  notFoundFromPage,
  shareCachedPages,
  withoutNextInternals,
  loadScriptsAfterParsing,
  hashContentSecurityPolicy,
  sayLength,
  compressPage,
  keepForMicroCache,
]

/**
 * The steps for an answer that streamed through: the copy learns the page is no longer one it keeps.
 * @type {Step[]}
 */
export const STREAMED_ANSWER_STEPS = [keepForMicroCache]

/**
 * What Next tells itself in a page's head: its rewrite of the address (`/zh/home`), that the page
 * was prerendered, and how long its client router may reuse a payload. A browser reads none of them
 * from a document (the router reads them from its own RSC requests, which keep them), and each costs
 * every answer of the page its bytes and Node's checks. Next's cache outcome (`x-nextjs-cache`)
 * stays for the request log; a page's copy leaves it out (server/pageMicroCache.mjs).
 */
const NEXT_INTERNAL_HEADERS = ['x-middleware-rewrite', 'x-nextjs-prerender', 'x-nextjs-stale-time']

/**
 * A page's HTML without Next's own headers (NEXT_INTERNAL_HEADERS): a step.
 * @param {Answer} answer @param {Facts} facts @returns {Answer}
 */
export function withoutNextInternals(answer, facts) {
  if (!facts.page || !isHtmlType(answer.headers['content-type'])) return answer
  if (!NEXT_INTERNAL_HEADERS.some((name) => name in answer.headers)) return answer
  return { ...answer, headers: withoutHeaders(answer.headers, NEXT_INTERNAL_HEADERS) }
}

/**
 * A page that rendered its not-found answer (src/runtime/pageStatus.mjs) goes out with 404: a step.
 * Only the head is searched, where React puts the page's `<meta>`; the text of the page (an article
 * quoting the mark) cannot set it.
 * @param {Answer} answer @param {Facts} facts @returns {Answer}
 */
export function notFoundFromPage(answer, facts) {
  if (!facts.page || answer.status !== 200 || !isHtmlType(answer.headers['content-type'])) return answer
  const mark = answer.body.indexOf(NOT_FOUND_MARK)
  if (mark === -1) return answer
  const headEnd = answer.body.indexOf('</head>')
  return headEnd !== -1 && mark < headEnd ? { ...answer, status: 404 } : answer
}

/**
 * The length of a body held whole (Next streams its pages in chunks, without one).
 * @type {Step}
 */
export function sayLength(answer) {
  if (answer.body.length === 0 || answer.headers['transfer-encoding'] !== undefined) return answer
  return { ...answer, headers: { ...answer.headers, 'content-length': answer.body.length } }
}

/**
 * The answer after each step in turn.
 * @param {Step[]} steps
 * @param {Answer} answer
 * @param {Facts} facts
 */
export async function applySteps(steps, answer, facts) {
  let result = answer
  for (const step of steps) result = await step(result, facts)
  return result
}

/**
 * The same for steps that never wait (HEAD_STEPS), for a head that must go out at once.
 * @param {Step[]} steps
 * @param {Answer} answer
 * @param {Facts} facts
 */
export function applyStepsNow(steps, answer, facts) {
  let result = answer
  for (const step of steps) {
    const next = step(result, facts)
    if (next instanceof Promise) throw new Error(`${step.name} waits: it cannot be a step for a head`)
    result = next
  }
  return result
}
