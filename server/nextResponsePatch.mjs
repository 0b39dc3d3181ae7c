// The patch of Node's response that captures Next's answer: held whole when it is HTML (or a 304, a
// read call's reply or a sitemap),
// its head only otherwise, then sent as the steps of server/responseSteps.mjs make it. Only
// server/responsePipeline.mjs calls it (decision 034).
import { siteLog } from '../src/runtime/log.mjs'

import { policyFor } from './contentSecurityPolicy.mjs'
import { isHtmlType } from './contentType.mjs'
import { applySteps, applyStepsNow, HEAD_STEPS, STREAMED_ANSWER_STEPS, WHOLE_ANSWER_STEPS } from './responseSteps.mjs'

const isHtml = (response) => isHtmlType(response.getHeader('content-type'))

/** Gives `response` exactly `headers` (lower-case names), touching only those that differ. */
function setHeaders(response, headers) {
  for (const name of response.getHeaderNames()) if (!(name in headers)) response.removeHeader(name)
  for (const [name, value] of Object.entries(headers)) if (response.getHeader(name) !== value) response.setHeader(name, value)
}

/**
 * Takes over `response`'s writeHead, write, end and flushHeaders so that Next's answer goes out as
 * the steps make it.
 * @param {import('node:http').ServerResponse} response
 * @param {import('./answerTypes.mjs').Facts} facts
 */
export function capture(response, facts) {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders }
  /** undefined until Next's first write decides: 'hold' (whole), 'pass' (head only), then 'sent' */
  let mode
  let statusMessage
  const chunks = []
  const statusLine = () => (statusMessage === undefined ? [response.statusCode] : [response.statusCode, statusMessage])
  const headNow = () => ({ status: response.statusCode, headers: { ...response.getHeaders() }, body: Buffer.alloc(0) })

  const decide = () => {
    if (mode) return mode
    // a read call's reply and a sitemap are held whole too: their copy keeps them (server/bodyKeyedCopies.mjs)
    mode = isHtml(response) || response.statusCode === 304 || facts.readCall || facts.sharedFile ? 'hold' : 'pass'
    if (mode === 'pass') setHeaders(response, applyStepsNow(HEAD_STEPS, headNow(), facts).headers)
    return mode
  }
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk)

  response.writeHead = function (status, ...rest) {
    if (mode === 'sent') return original.writeHead.call(this, status, ...rest)
    // headers given here (rather than set before) count for the decision and the steps too
    if (typeof rest[0] === 'string') statusMessage = rest[0]
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    this.statusCode = status
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) this.setHeader(name, value)
    if (decide() === 'pass') return original.writeHead.apply(this, statusLine())
    return this
  }
  response.flushHeaders = function () {
    if (mode === 'sent' || decide() === 'pass') original.flushHeaders.call(this)
  }
  response.write = function (chunk, encoding, callback) {
    if (mode === 'sent' || decide() === 'pass') return original.write.call(this, chunk, encoding, callback)
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }
  response.end = function (chunk, encoding, callback) {
    if (mode === 'sent') return original.end.call(this, chunk, encoding, callback)
    if (decide() === 'pass') {
      mode = 'sent'
      const result = original.end.call(this, chunk, encoding, callback)
      void applySteps(STREAMED_ANSWER_STEPS, { ...headNow(), streamed: true }, facts)
      return result
    }
    mode = 'sent'
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined))
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    const answer = { ...headNow(), body: Buffer.concat(chunks) }
    const send = (sent) => {
      setHeaders(this, sent.headers)
      this.statusCode = sent.status
      original.writeHead.apply(this, statusLine())
      original.end.call(this, sent.body.length > 0 ? sent.body : undefined, done)
    }
    applySteps(WHOLE_ANSWER_STEPS, answer, facts).then(send, (error) => {
      // a step that throws is a bug: the answer still goes out, and no inline script may run
      siteLog('response').error({ err: error }, 'a response step failed; sending the answer as Next wrote it')
      send({ ...answer, headers: { ...answer.headers, 'content-security-policy': policyFor('') } })
    })
    return this
  }
}
