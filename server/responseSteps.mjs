// What the server does to Next's answers, in order. Each step takes the answer (status, headers by
// lower-case name, body) and the facts of its request, and returns the answer to send; only
// server/responsePipeline.mjs touches Node's response. See docs/decisions/034-one-response-pipeline.md.
import { hashContentSecurityPolicy } from './contentSecurityPolicy.mjs'
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
 * 1. the shared-cache lifetime, which decides whether the page may be kept;
 * 2. the scripts' rewrite, on the HTML as Next wrote it;
 * 3. the policy, which hashes the inline scripts of the HTML as it will be sent (the loader too);
 * 4. the length of that HTML;
 * 5. compression, which must come after every step that reads or changes the HTML;
 * 6. the copy, which keeps the bytes and headers exactly as sent.
 * @type {Step[]}
 */
export const WHOLE_ANSWER_STEPS = [
  shareCachedPages,
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
