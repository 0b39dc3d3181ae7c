// The bench's second table: what the requests that miss the cached public pages cost, each as a
// share of cached `/home` through the shipped nginx in the same run (so the shares hold on any
// machine). Every request goes through that nginx, as on the live site: it keeps what is public
// and passes the rest to the app. Refused answers (a rate limit, an error) are counted beside each
// figure, so a limit that answers instead of the page cannot pass for speed.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { MEMBER_COOKIE } from '../../src/lib/cacheRules.mjs'

export interface WrkRun {
  rps: number
  p99: number
  /** Answers that were neither 2xx nor 3xx. */
  refused: number
  requests: number
}

interface Probe {
  label: string
  path: string
  member?: true
  /** A POST with this JSON body (the public API's calls). */
  json?: unknown
  /** The page's own answer is a 404: those are not refusals. */
  notFound?: true
}

const probes: Probe[] = [
  { label: 'GET /VacuumValve1, member', path: '/VacuumValve1', member: true },
  { label: 'GET /presysDetail?form=y74, member', path: '/presysDetail?form=y74', member: true },
  { label: 'GET /VacuumValve1, anonymous (to login)', path: '/VacuumValve1' },
  { label: 'GET /login', path: '/login' },
  { label: 'GET /register', path: '/register' },
  { label: 'GET /nosuchpage (404)', path: '/nosuchpage', notFound: true },
  { label: 'GET /search?keyword=zzz', path: '/search?keyword=zzz' },
  { label: 'GET /productFinder', path: '/productFinder' },
  { label: 'GET /en/productFinder?size=100', path: '/en/productFinder?size=100' },
  { label: 'POST /api/index/index', path: '/api/index/index', json: { type: 1 } },
  { label: 'POST /api/article/index', path: '/api/article/index', json: { type: 1 } },
  { label: 'POST /api/article/detail', path: '/api/article/detail', json: { id: 1 } },
  { label: 'POST /api/product/detail', path: '/api/product/detail', json: { id: 1 } },
  { label: 'POST /api/product/getDownloadList', path: '/api/product/getDownloadList', json: { type: 1 } },
  { label: 'POST /api/index/search', path: '/api/index/search', json: { keyword: 'Y77' } },
  { label: 'GET /sitemap.xml', path: '/sitemap.xml' },
]

/** The goal for each row: at least this share of cached /home, and p99 at most 100 ms. */
const GOAL_SHARE = 25
const GOAL_P99_MS = 100

/**
 * A member's session on the app at `app`: registers a new member through the public API, with the
 * code the outbox SMS provider wrote under `dataDir`.
 */
export async function memberSession(app: string, dataDir: string): Promise<string> {
  const mobile = `139${String(Date.now()).slice(-8)}`
  const post = async (call: string, body: unknown) =>
    (await (
      await fetch(`${app}/api/user/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as {
      code: number
      msg: string
      token?: string
    }
  const sent = await post('sendCode', { mobile, purpose: 'register' })
  if (sent.code !== 1) throw new Error(`sendCode refused: ${sent.msg}`)
  const outbox = readFileSync(path.join(dataDir, 'outbox/sms.jsonl'), 'utf8')
  const code = outbox
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { mobile: string; code: string; purpose: string })
    .filter((sms) => sms.mobile === mobile && sms.purpose === 'register')
    .pop()?.code
  if (!code) throw new Error(`no register code for ${mobile} in the outbox`)
  const password = 'Bench2024'
  const reply = await post('register', {
    company: 'Bench Ltd',
    mobile,
    code,
    truename: 'Bench',
    password,
    repassword: password,
    check: true,
  })
  if (reply.code !== 1 || !reply.token) throw new Error(`register refused: ${reply.msg}`)
  return reply.token
}

/**
 * Measures every probe through `proxy` with `wrk` (given a Lua script that sets the request) and
 * adds one row each: req/s, p99, share of `home` (the cached /home's req/s through the same nginx).
 */
export async function measureEveryRequest({
  proxy,
  token,
  home,
  work,
  wrk,
  row,
}: {
  proxy: string
  token: string
  home: number
  work: string
  wrk: (url: string, script: string) => WrkRun
  row: (...cells: string[]) => void
}) {
  for (const [index, probe] of probes.entries()) {
    const headers: Record<string, string> = {}
    if (probe.member) headers.Cookie = `${MEMBER_COOKIE}=${token}`
    if (probe.json) headers['Content-Type'] = 'application/json'
    const script = path.join(work, `probe-${index}.lua`)
    writeFileSync(
      script,
      [
        `wrk.method = "${probe.json ? 'POST' : 'GET'}"`,
        ...(probe.json ? [`wrk.body = ${JSON.stringify(JSON.stringify(probe.json))}`] : []),
        ...Object.entries(headers).map(([name, value]) => `wrk.headers["${name}"] = ${JSON.stringify(value)}`),
      ].join('\n'),
    )
    const run = wrk(proxy + probe.path, script)
    const share = (100 * run.rps) / home
    const met = share >= GOAL_SHARE && run.p99 <= GOAL_P99_MS ? 'goal met' : 'below goal'
    const answers = probe.notFound
      ? `${run.refused} of ${run.requests} answers 404`
      : run.refused
        ? `${run.refused} of ${run.requests} answers not 2xx/3xx`
        : ''
    row(
      probe.label,
      `${run.rps.toFixed(0)} req/s, p99 ${run.p99 < 10 ? run.p99.toFixed(2) : run.p99.toFixed(0)} ms`,
      `${share.toFixed(1)} % of cached /home`,
      [met, answers].filter(Boolean).join('; '),
    )
  }
}

export const everyRequestGoals = `Every request: each row ≥ ${GOAL_SHARE} % of cached /home through the shipped nginx with p99 ≤ ${GOAL_P99_MS} ms (the finder with a new filter ≥ 5 %).`
