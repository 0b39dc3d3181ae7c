// What one client address may ask Next to render at once: no copy answers a search never made, a
// filter combination never seen or a random 404, so each costs a render, and one address flooding
// them must not take the server from everyone else. A few renders per address run at a time, a
// queue of more waits its turn, and beyond that the address is told to come back (503, Retry-After)
// in a few microseconds, without a render. Copies (server/pageMicroCache.mjs) and the build's assets
// never count. See docs/decisions/037-member-pages-and-sessions-from-a-cache.md, and 055 for the
// pace of one address's renders.
import { addressGroup, clientAddressOf } from '../src/runtime/clientAddress.mjs'
import { countRenderRefusal } from '../src/runtime/metrics.mjs'

/** Renders of one address that run at once. */
const RUNNING = Number(process.env.RENDERS_PER_ADDRESS ?? 2)
/** Renders of one address that wait for one of those to end; more are refused. */
const WAITING = Number(process.env.RENDER_QUEUE_PER_ADDRESS ?? 64)
/** Render time (ms) one address may use a second, and how much of it a render counts at most. */
const MS_PER_SECOND = Number(process.env.RENDER_MS_PER_ADDRESS ?? 250)
const COUNTED_AT_MOST_MS = 100
/** Seconds of that an address that rendered nothing for a while may use at once (a page and its links' prefetches). */
const BURST_SECONDS = 4

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
 * @typedef {object} Budget
 * @property {number} running renders started (or about to start) and not yet answered
 * @property {(() => void)[]} waiting
 * @property {number} credit render time (ms) left as of `at`; at or below zero, renders wait for time to pay it back
 * @property {number} at
 * @property {NodeJS.Timeout} [paced] the wait for that
 * @property {NodeJS.Timeout} [forget] an idle address is forgotten once its credit is whole again
 */

/**
 * A budget for each client address: `running` renders at once, `waiting` more in a queue, the rest
 * refused at once; and renders started only while the address has render time left of its
 * `msPerSecond` a second (0: no such limit). Time is from a render's start to its answer's end, at
 * most 100 ms a render (an upload from a slow phone is not a second of work).
 *
 * Two at once alone let one address take the whole process with renders that need no I/O: a 404
 * takes 2 ms, and as one ended the next began, 450 a second, while every other client's answer
 * waited its turn behind them (the bench's flood row: another client's /home, p99 1.1 s). Paced,
 * one address's renders take about a quarter of it.
 * @param {{ running?: number, waiting?: number, msPerSecond?: number }} [limits]
 */
export function renderBudget({ running = RUNNING, waiting = WAITING, msPerSecond = MS_PER_SECOND } = {}) {
  /** @type {Map<string, Budget>} */
  const addresses = new Map()
  const capacity = msPerSecond * BURST_SECONDS

  /** @param {Budget} budget @param {number} now */
  const creditAt = (budget, now) => (msPerSecond ? Math.min(capacity, budget.credit + ((now - budget.at) * msPerSecond) / 1000) : 1)

  /**
   * Starts the address's next waiting render when it may: on the loop's next turn, or once time has
   * paid back its debt. Not at once: this runs from 'close', which Node emits from its queue of
   * ticks, which it empties (with the promises' jobs) before it reads a socket again; started
   * there, renders that need no I/O ran one after another while no other client was read.
   * @param {string} address @param {Budget} budget
   */
  const startNext = (address, budget) => {
    if (budget.paced || budget.running >= running) return
    if (!budget.waiting.length) {
      if (!budget.running) forgetWhenWhole(address, budget)
      return
    }
    const credit = creditAt(budget, Date.now())
    if (credit > 0) {
      for (; budget.running < running && budget.waiting.length; budget.running++)
        setImmediate(/** @type {() => void} */ (budget.waiting.shift()))
      return
    }
    budget.paced = setTimeout(
      () => {
        budget.paced = undefined
        startNext(address, budget)
      },
      Math.ceil((-credit * 1000) / msPerSecond) + 1,
    )
  }

  /** @param {string} address @param {Budget} budget */
  const forgetWhenWhole = (address, budget) => {
    const missing = capacity - creditAt(budget, Date.now())
    if (missing <= 0) return void addresses.delete(address)
    budget.forget = setTimeout(() => addresses.delete(address), Math.ceil((missing * 1000) / msPerSecond))
    budget.forget.unref()
  }

  /**
   * Runs `render` (Next's handler for this request) within its address's budget: now, when the
   * address's renders allow, or never (the request is refused).
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   * @param {() => void} render
   */
  return function renderWithinBudget(request, response, render) {
    if (!running || costsNoRender(request.url ?? '')) return render()
    const client = clientAddressOf(request)
    if (isLoopback(client)) return render()
    // an IPv6 client by its /64, as the rate limits count it
    const address = addressGroup(client)
    const now = Date.now()
    let budget = addresses.get(address)
    if (!budget) addresses.set(address, (budget = { running: 0, waiting: [], credit: capacity, at: now }))
    clearTimeout(budget.forget)
    const current = budget
    /** Renders this request; its place among `running` is taken already. */
    const start = () => {
      const startedAt = Date.now()
      response.once('close', () => {
        const endedAt = Date.now()
        current.credit = creditAt(current, endedAt) - Math.min(COUNTED_AT_MOST_MS, endedAt - startedAt)
        current.at = endedAt
        current.running--
        startNext(address, current)
      })
      render()
    }
    if (current.running < running && !current.waiting.length && creditAt(current, now) > 0) {
      current.running++
      return start()
    }
    if (current.waiting.length < waiting) {
      // a client that gave up by its turn gives the turn on
      const turn = () => {
        if (!response.destroyed) return start()
        current.running--
        startNext(address, current)
      }
      current.waiting.push(turn)
      response.once('close', () => {
        const at = current.waiting.indexOf(turn)
        if (at >= 0) current.waiting.splice(at, 1)
      })
      // nothing of its running to end and start the next: its credit ran out, wait for it
      startNext(address, current)
      return
    }
    refuse(request, response)
  }
}

/** server.mjs's budget, with the limits of the environment. */
export const renderWithinBudget = renderBudget()

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
