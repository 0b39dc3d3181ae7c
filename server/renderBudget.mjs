// What one client address may ask Next to render at once: no copy answers a search never made, a
// filter combination never seen or a random 404, so each costs a render, and one address flooding
// them must not take the server from everyone else. A few renders per address run at a time, a
// queue of more waits its turn, and beyond that the address is told to come back (503, Retry-After)
// in a few microseconds, without a render. Copies (server/pageMicroCache.mjs) and the build's assets
// never count. See docs/decisions/037-member-pages-and-sessions-from-a-cache.md.
import { addressGroup, clientAddressOf } from '../src/runtime/clientAddress.mjs'
import { countRenderRefusal } from '../src/runtime/metrics.mjs'

/** Renders of one address that run at once. */
const RUNNING = Number(process.env.RENDERS_PER_ADDRESS ?? 2)
/** Renders of one address that wait for one of those to end; more are refused. */
const WAITING = Number(process.env.RENDER_QUEUE_PER_ADDRESS ?? 64)

/** @type {Map<string, { running: number, waiting: (() => void)[] }>} */
const addresses = new Map()

/** The build's files and the health check cost no render. @param {string} url */
const costsNoRender = (url) => url.startsWith('/_next/static/') || url === '/healthz'

/**
 * The machine's own address is never budgeted: the operator's tools and tests, and a proxy in front
 * that TRUST_PROXY does not name, whose visitors could not be told apart (better no budget than one
 * queue for everyone; docs/deploy.md says to set TRUST_PROXY).
 * @param {string} address
 */
const isLoopback = (address) => address === '::1' || address.startsWith('127.') || address === 'unknown'

/**
 * Runs `render` (Next's handler for this request) within its address's budget: now, when one of the
 * address's renders ends, or never (the request is refused).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {() => void} render
 */
export function renderWithinBudget(request, response, render) {
  if (!RUNNING || costsNoRender(request.url ?? '')) return render()
  const client = clientAddressOf(request)
  if (isLoopback(client)) return render()
  // an IPv6 client by its /64, as the rate limits count it
  const address = addressGroup(client)
  const budget = addresses.get(address) ?? { running: 0, waiting: [] }
  addresses.set(address, budget)
  const start = () => {
    budget.running++
    response.once('close', () => {
      budget.running--
      const next = budget.waiting.shift()
      if (next) next()
      else if (budget.running === 0) addresses.delete(address)
    })
    render()
  }
  if (budget.running < RUNNING) return start()
  if (budget.waiting.length < WAITING) {
    const turn = () => (response.destroyed ? budget.waiting.shift()?.() : start())
    budget.waiting.push(turn)
    // a client that gave up leaves the queue
    response.once('close', () => {
      const at = budget.waiting.indexOf(turn)
      if (at >= 0) budget.waiting.splice(at, 1)
    })
    return
  }
  refuse(request, response)
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function refuse(request, response) {
  countRenderRefusal()
  const api = (request.url ?? '').startsWith('/api/')
  const zh = '请求过于频繁，请稍后再试'
  const en = 'Too many requests at once: please try again in a moment'
  const english = api ? /^\s*en\b/i.test(String(request.headers.lang ?? '')) : false
  const body = api
    ? JSON.stringify({ code: 0, msg: english ? en : zh, data: {} })
    : `<!DOCTYPE html><html lang="zh-CN"><meta charset="utf-8"><title>${zh}</title><p>${zh}</p><p lang="en">${en}</p></html>`
  response.writeHead(503, {
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '2',
    'Content-Length': Buffer.byteLength(body),
  })
  response.end(request.method === 'HEAD' ? undefined : body)
}
