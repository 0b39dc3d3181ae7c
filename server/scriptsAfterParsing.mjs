// The page's scripts are requested once its HTML is parsed. Next writes its build's scripts as
// `<script src async>` in the head, so a browser fetches them (most of the page's bytes) beside the
// stylesheet and the page's largest picture, and runs each one as soon as it arrives — on a fast
// network before the page's first paint, which then waits for React and the hydration of the page.
// Here one small inline loader adds the same scripts when the document is parsed
// (DOMContentLoaded): the stylesheet and the pictures go first, the first paint does not wait for
// the scripts, and the scripts still hold the load event as before. See
// docs/decisions/028-scripts-after-parsing.md.
import { noticeRewriteMiss } from './rewriteMisses.mjs'
import { isHtmlType } from './contentType.mjs'

/** Next's tags for the build's own scripts, exactly as it writes them. */
const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
/** Next's early fetch of its bootstrap chunk, whose tag (above) sits at the end of the body. */
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+\.js"\/>/g

/** Adds the scripts, in Next's order and async as before, when the document has been parsed. */
function loader(sources) {
  return (
    '<script>(function(s){var d=document,g=function(){if(!s)return;s.forEach(function(u){var e=d.createElement("script");' +
    'e.src=u;e.async=true;d.head.appendChild(e)});s=null};' +
    'd.readyState==="loading"?d.addEventListener("DOMContentLoaded",g):g()})(' +
    JSON.stringify(sources).replace(/</g, '\\u003c') +
    ')</script>'
  )
}

/**
 * The HTML with Next's script tags (and its script preload) taken out and one loader for them at
 * the end of the head; HTML without them comes back unchanged.
 * @param {string} html
 */
export function scriptsAfterParsing(html) {
  const sources = []
  const rewritten = html.replace(ASYNC_SCRIPT, (tag, source) => {
    sources.push(source)
    return ''
  })
  if (sources.length === 0) return html
  const withoutPreload = rewritten.replace(SCRIPT_PRELOAD, '')
  const end = withoutPreload.indexOf('</head>')
  const place = end < 0 ? withoutPreload.length : end
  return withoutPreload.slice(0, place) + loader(sources) + withoutPreload.slice(place)
}

const isHtml = (answer) => isHtmlType(answer.headers['content-type'])

/**
 * The step of the response pipeline (server/responseSteps.mjs): a page's HTML, as Next sent it
 * (uncompressed), with its scripts loaded after parsing. An HTML document without Next's script
 * tags means Next changed how it writes them: that is reported, and the page goes out as it is.
 * @param {import('./answerTypes.mjs').Answer} answer
 * @param {import('./answerTypes.mjs').Facts} facts
 * @returns {import('./answerTypes.mjs').Answer}
 */
export function loadScriptsAfterParsing(answer, facts) {
  const { body } = answer
  if (!facts.page || !isHtml(answer) || body.length === 0 || answer.headers['content-encoding']) return answer
  if (!body.includes('/_next/static/')) return answer
  const html = body.toString('utf8')
  const sent = scriptsAfterParsing(html)
  if (sent !== html) return { ...answer, body: Buffer.from(sent) }
  if (html.includes('</head>')) {
    noticeRewriteMiss('scriptsAfterParsing', "a page with Next's scripts but none of its `<script src async>` tags")
  }
  return answer
}
