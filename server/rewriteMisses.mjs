// A step that rewrites Next's markup or headers and finds nothing to rewrite says so, once per step
// in the log and every time in the metrics: after a Next upgrade the page would otherwise go out
// unchanged and nobody would know (e2e/response-pipeline-guards.spec.ts checks real pages).
import { siteLog } from '../src/runtime/log.mjs'
import { countRewriteMiss } from '../src/runtime/metrics.mjs'

const warned = new Set()

/**
 * @param {string} step the step's name
 * @param {string} what what it expected and did not find
 */
export function noticeRewriteMiss(step, what) {
  countRewriteMiss(step)
  if (warned.has(step)) return
  warned.add(step)
  siteLog('response').warn({ step }, `${step}: ${what}; the answer goes out unchanged`)
}
