/**
 * The scale-out checks, run by scripts/scale-out-test.sh against two instances (A, B) of one
 * production build on one PostgreSQL, one Redis and one S3 bucket, behind nginx. Prints a figure
 * for each check and exits 1 when one fails.
 */
import { createHash, randomInt } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

import { PDFDocument, StandardFonts } from 'pdf-lib'

import { sampleIn, sumIn } from '../support/prometheusText'
import { serviceRequestBody } from '../support/serviceRequestBody'
import { movedSiteChecks } from './movedSite'

const env = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set (run scripts/scale-out-test.sh)`)
  return value
}
const A = env('INSTANCE_A_URL')
const B = env('INSTANCE_B_URL')
const metricsOfA = env('INSTANCE_A_METRICS_URL')
const metricsOfB = env('INSTANCE_B_METRICS_URL')
const SITE = env('SITE_URL')
const outboxA = env('INSTANCE_A_OUTBOX')
const pidFileA = env('INSTANCE_A_PIDFILE')
const pidFileB = env('INSTANCE_B_PIDFILE')
const redisUrl = env('REDIS_URL')
const staff = { email: env('ADMIN_EMAIL'), password: env('ADMIN_PASSWORD') }
const VISIBLE_WITHIN_S = 5

/** What must never reach a log: gathered as the checks meet them, looked for in every log at the end. */
const secrets = new Set<string>([staff.password, env('PAYLOAD_SECRET')])

const failures: string[] = []
function check(ok: boolean, figure: string) {
  console.log(`${ok ? '  ok  ' : ' FAIL '} ${figure}`)
  if (!ok) failures.push(figure)
}

type Envelope<T = unknown> = { code: number; msg: string; data: T; token?: string }

async function api<T = unknown>(base: string, path: string, body: object, token?: string): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.UserToken = token
  const response = await fetch(base + path, { method: 'POST', headers, body: JSON.stringify(body) })
  return (await response.json()) as Envelope<T>
}

async function cms<T>(base: string, path: string, init: RequestInit & { token: string }): Promise<T> {
  const headers = new Headers(init.headers)
  headers.set('Authorization', `JWT ${init.token}`)
  const response = await fetch(`${base}/cms-api${path}`, { ...init, headers })
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const page = async (base: string, path: string) => {
  // a query string of its own keeps a proxy's page cache out of the measurement
  const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}t=${Date.now()}`)
  return { status: response.status, html: await response.text() }
}

/** Seconds until `seen` holds for what `read` returns, or null after the limit. */
async function secondsUntil(read: () => Promise<string>, seen: (text: string) => boolean, limitS = 30) {
  const started = Date.now()
  while (Date.now() - started < limitS * 1000) {
    if (seen(await read().catch(() => ''))) return (Date.now() - started) / 1000
    await sleep(100)
  }
  return null
}

const timed = (label: string, seconds: number | null) =>
  check(seconds !== null && seconds <= VISIBLE_WITHIN_S, `${label}: ${seconds === null ? 'never (30 s)' : `${seconds.toFixed(1)} s`}`)

function lastCodeSent(mobile: string): string {
  const lines = readFileSync(outboxA, 'utf8').trim().split('\n').reverse()
  for (const line of lines) {
    const sms = JSON.parse(line) as { mobile: string; code: string }
    if (sms.mobile === mobile) return sms.code
  }
  throw new Error(`no code for ${mobile} in ${outboxA}`)
}

async function startedOnce() {
  const token = await staffToken(A)
  const valves = await cms<{ docs: { title: string }[]; totalDocs: number }>(A, '/vacuum-valves?limit=100&depth=0', {
    token,
  })
  const titles = new Set(valves.docs.map((doc) => doc.title))
  check(valves.totalDocs > 0 && titles.size === valves.totalDocs, `seeded once: ${valves.totalDocs} vacuum valves, ${titles.size} distinct`)
}

async function imagesFromTheBucket() {
  const { html } = await page(B, '/home')
  const optimized = /\/_next\/image\?url=[^"\s]+/.exec(html)?.[0].replaceAll('&amp;', '&').split(' ')[0]
  const response = optimized ? await fetch(SITE + optimized) : null
  check(
    response?.status === 200 && Boolean(response.headers.get('content-type')?.startsWith('image/')),
    `an uploaded image through Next's optimizer and nginx: ${response?.status ?? 'no image on /home'} ${response?.headers.get('content-type') ?? ''} ${optimized}`,
  )
}

async function memberFlow() {
  const mobile = `139${String(randomInt(10 ** 8)).padStart(8, '0')}`
  const sent = await api(A, '/api/user/sendCode', { mobile })
  check(sent.code === 1, `code sent on A: ${sent.msg}`)
  const second = await api(B, '/api/user/sendCode', { mobile })
  check(second.code === 0, `a second code for the number on B is refused (shared rate limit): ${second.msg}`)

  const password = `scale${randomInt(10 ** 9)}`
  const code = lastCodeSent(mobile)
  secrets.add(code).add(password)
  const registered = await api(B, '/api/user/register', {
    company: 'Scale-out test',
    mobile,
    code,
    truename: 'Tester',
    password,
    repassword: password,
    check: true,
  })
  check(registered.code === 1, `registered on B with the code sent on A: ${registered.msg}`)

  const login = await api(A, '/api/user/login', { mobile, password })
  check(login.code === 1 && Boolean(login.token), `logged in on A: ${login.msg}`)
  const token = login.token ?? ''
  secrets.add(token)

  const list = await api<{ list: { id: number }[] }>(B, '/api/product/getDownloadList', { type: 1 })
  const itemId = list.data.list[0]?.id ?? 1
  const grant = await api<string>(B, '/api/product/download', { id: itemId }, token)
  check(grant.code === 1, `download granted on B with A's session: ${grant.msg}`)
  secrets.add(grant.data.split('/').at(-1) ?? '')
  for (const [name, base] of [
    ['A', A],
    ['B', B],
  ]) {
    const response = await fetch(base + grant.data)
    const body = Buffer.from(await response.arrayBuffer())
    check(
      response.status === 200 && body.subarray(0, 5).toString() === '%PDF-',
      `the grant opens on ${name}: ${response.status}, ${body.length} bytes from the bucket`,
    )
  }

  // B verifies the session once and then answers the valve page from the members' copy
  const valvePage = (base: string) => fetch(`${base}/VacuumValve1`, { headers: { cookie: `member_token=${token}` }, redirect: 'manual' })
  const [firstLoad, secondLoad] = [await valvePage(B), await valvePage(B)]
  check(
    firstLoad.status === 200 && secondLoad.status === 200,
    `a member's valve page on B: ${firstLoad.status}, then ${secondLoad.status} (age ${secondLoad.headers.get('age') ?? 'none'})`,
  )

  // through nginx: once an instance holds the members' copy, it checks the session and nginx sends
  // the page from its own copy (each instance renders the page once first)
  const throughNginx: Response[] = []
  for (let load = 0; load < 4; load++) throughNginx.push(await valvePage(SITE))
  const nginxPages = await Promise.all(throughNginx.map((response) => response.text()))
  const statuses = throughNginx.map((response) => `${response.status} ${response.headers.get('x-cache-status') ?? '-'}`)
  check(
    throughNginx.every((response) => response.status === 200) &&
      nginxPages.every((page) => page.includes('</html>')) &&
      throughNginx.some((response) => response.headers.get('x-cache-status') === 'HIT'),
    `a member's valve page through nginx, four loads (status, nginx's cache): ${statuses.join(', ')}`,
  )

  const logout = await api(A, '/api/user/logout', {}, token)
  const after = await api(B, '/api/product/download', { id: itemId }, token)
  check(logout.code === 1 && after.code === 401, `logout on A ends the session on B: B answers code ${after.code}`)
  const pageAfter = await valvePage(B)
  check(pageAfter.status === 307, `logout on A: B no longer believes the session it verified, the valve page answers ${pageAfter.status}`)
  const nginxAfter = await valvePage(SITE)
  check(nginxAfter.status === 307, `logout on A: nginx's members' copy is not sent either, the valve page answers ${nginxAfter.status}`)
  return { mobile, password, itemId }
}

/**
 * Ten service requests sent at once, half to A and half to B (one database, two processes): ten
 * different RMA numbers, none skipped. The counter row of the year is the only thing they share.
 */
async function rmaNumbersAcrossInstances(member: { mobile: string; password: string }) {
  const login = await api(A, '/api/user/login', member)
  const token = login.token ?? ''
  secrets.add(token)
  const request = serviceRequestBody({ mobile: member.mobile, name: 'Scale Out', company: 'Scale Out Ltd' })
  const sent = await Promise.all(
    Array.from({ length: 10 }, (_, i) => api<{ rma?: string }>(i % 2 ? B : A, '/api/serviceRequest/submit', request, token)),
  )
  const numbers = sent.map((reply) => reply.data.rma ?? `refused: ${reply.msg}`).sort()
  const serials = numbers.map((rma) => Number(rma.split('-').at(-1)))
  check(
    new Set(numbers).size === 10 && serials.every((serial, i) => i === 0 || serial === serials[i - 1] + 1),
    `ten service requests sent at once to A and B got ten consecutive RMA numbers: ${numbers[0]} … ${numbers.at(-1)}`,
  )
}

/**
 * Each instance's own figures on its metrics port: the requests A served (counted by server.mjs),
 * the refusal of the member flow's second code on B and A's database pool (counted inside Next's
 * bundle: both copies of the metrics module count into one registry). The site's port shows none.
 */
async function operatorMetrics() {
  const scrape = async (url: string) => {
    const response = await fetch(url)
    return { status: response.status, text: await response.text() }
  }
  const [a, b] = [await scrape(metricsOfA), await scrape(metricsOfB)]
  const apiCallsOnA = sumIn(a.text, 'site_request_duration_seconds_count', { kind: 'api' })
  const pagesOnA = sumIn(a.text, 'site_request_duration_seconds_count', { kind: 'page' })
  check(
    a.status === 200 && apiCallsOnA >= 3,
    `A's metrics: ${apiCallsOnA} API calls and ${pagesOnA} pages served (the member flow made 3 calls on A)`,
  )
  const refusals = sampleIn(b.text, 'site_rate_limit_refusals_total', { rule: 'sms:resend' }) ?? 0
  check(b.status === 200 && refusals >= 1, `B's metrics: ${refusals} refusal(s) of a second code within the minute (sms:resend)`)
  const pool = sampleIn(a.text, 'site_database_pool_connections')
  check(pool !== undefined && pool >= 1, `A's metrics: ${pool ?? 'no'} open PostgreSQL connection(s) in the pool`)
  const onSitePort = await scrape(`${A}/metrics`)
  check(!onSitePort.text.includes('site_request_duration_seconds'), `the site's own port does not serve the metrics: ${onSitePort.status}`)
}

const tokens = new Map<string, string>()
async function staffToken(base: string) {
  if (!tokens.has(base)) {
    const response = await fetch(`${base}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(staff),
    })
    const { token } = (await response.json()) as { token?: string }
    if (!token) throw new Error(`staff login on ${base} failed: ${response.status}`)
    tokens.set(base, token)
    secrets.add(token)
  }
  return tokens.get(base) ?? ''
}

async function articlesAcrossInstances() {
  const token = await staffToken(A)
  const title = `Scale-out ${randomInt(10 ** 6)}`
  // B has the pages cached before the change
  for (const path of ['/News', '/home']) await page(B, path)
  const newsOnB = () => page(B, '/News').then((r) => r.html)
  const homeOnB = () => page(B, '/home').then((r) => r.html)

  const created = await cms<{ doc: { id: number } }>(A, '/articles?locale=zh', {
    token,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, intro: 'scale-out', _status: 'published', publishedAt: new Date().toISOString() }),
  })
  const id = created.doc.id
  timed('published on A, shown by B on /News', await secondsUntil(newsOnB, (html) => html.includes(title)))
  timed('published on A, shown by B on /home', await secondsUntil(homeOnB, (html) => html.includes(title)))
  const detailOnB = () => page(B, `/NewsDetail?id=${id}`).then((r) => r.html)
  await detailOnB()

  const renamed = `${title} renamed`
  await cms(A, `/articles/${id}?locale=zh`, {
    token,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: renamed }),
  })
  timed('renamed on A, shown by B on /News', await secondsUntil(newsOnB, (html) => html.includes(renamed)))
  timed('renamed on A, shown by B on /NewsDetail', await secondsUntil(detailOnB, (html) => html.includes(renamed)))

  // settled: every load through nginx shows the new title, none the old one
  await sleep(3000)
  let withNew = 0
  let withOld = 0
  for (let i = 0; i < 200; i++) {
    const html = (await fetch(`${SITE}/News`).then((r) => r.text())).replaceAll(renamed, '')
    if (html.includes(title)) withOld++
    else withNew++
  }
  check(withOld === 0, `200 loads of /News through nginx after the rename: ${withNew} new, ${withOld} old (flips: ${withOld})`)

  await cms(A, `/articles/${id}`, { token, method: 'DELETE' })
  timed('deleted on A, gone from B /News', await secondsUntil(newsOnB, (html) => !html.includes(renamed)))
  timed('deleted on A, gone from B /NewsDetail', await secondsUntil(detailOnB, (html) => !html.includes(renamed)))

  // PostgreSQL never gives a deleted article's id again: an old shared link must not show another article
  const next = await cms<{ doc: { id: number } }>(A, '/articles?locale=zh', {
    token,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: `${title} next`, _status: 'draft' }),
  })
  check(next.doc.id > id, `the next article after deleting ${id} gets id ${next.doc.id}, not the deleted one`)
  await cms(A, `/articles/${next.doc.id}`, { token, method: 'DELETE' })
}

async function datasheetReplaced(member: { mobile: string; password: string; itemId: number }) {
  const token = await staffToken(A)
  const pdf = await PDFDocument.create()
  const marker = `replaced ${randomInt(10 ** 9)}`
  pdf.addPage().drawText(marker, { font: await pdf.embedFont(StandardFonts.Helvetica) })
  const bytes = Buffer.from(await pdf.save())
  const form = new FormData()
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), `scale-out-${Date.now()}.pdf`)
  form.set('_payload', JSON.stringify({}))
  const uploaded = await cms<{ doc: { id: number } }>(A, '/datasheets', { token, method: 'POST', body: form })
  const items = await cms<{ docs: { id: number }[] }>(A, `/downloads?where[itemId][equals]=${member.itemId}&depth=0`, {
    token,
  })
  await cms(A, `/downloads/${items.docs[0]?.id}`, {
    token,
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ file: uploaded.doc.id }),
  })
  const login = await api(B, '/api/user/login', member)
  secrets.add(login.token ?? '')
  const expected = createHash('sha256').update(bytes).digest('hex')
  const seconds = await secondsUntil(
    async () => {
      const grant = await api<string>(B, '/api/product/download', { id: member.itemId }, login.token)
      secrets.add(grant.data.split('/').at(-1) ?? '')
      const body = Buffer.from(await (await fetch(B + grant.data)).arrayBuffer())
      return createHash('sha256').update(body).digest('hex')
    },
    (hash) => hash === expected,
  )
  timed('datasheet replaced on A, members downloading on B get the new file', seconds)
}

/** The `node server.mjs` that `npm start` (pid in the file) runs. */
const serverPidOf = (startPidFile: string) =>
  Number(
    execFileSync('pgrep', ['-P', readFileSync(startPidFile, 'utf8').trim(), '-f', 'server.mjs'])
      .toString()
      .trim(),
  )

const isRunning = (pid: number) => {
  try {
    return process.kill(pid, 0)
  } catch {
    return false
  }
}

/** No code, password, session token, staff token, grant or secret in the instances' and nginx's logs. */
function logsHoldNoSecrets() {
  const logs = env('SCALE_OUT_LOGS').split(' ')
  const text = logs.map((file) => readFileSync(file, 'utf8')).join('\n')
  const looked = [...secrets].filter((secret) => secret.length >= 6)
  // a code is six digits: found only as a number of its own, not inside a longer one or an id
  const found = looked.filter((secret) =>
    new RegExp(`(?<![0-9a-zA-Z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9a-zA-Z])`).test(text),
  )
  check(
    found.length === 0 && looked.length >= 6,
    `${logs.length} logs (${text.split('\n').length} lines) hold none of the ${looked.length} codes, passwords, tokens and grants of this run${found.length ? `: found ${found.length}` : ''}`,
  )
}

async function redisLost() {
  const { port } = new URL(redisUrl)
  const redisCli = (...args: string[]) =>
    execFileSync('redis-cli', ['-p', port, ...args], { stdio: ['ignore', 'pipe', 'ignore'] }).toString()
  const connectedClients = () => Number(/connected_clients:(\d+)/.exec(redisCli('info', 'clients'))?.[1] ?? 0)
  // every connection of A and B (and this redis-cli's), to wait for all of them once Redis is back
  const connectedBefore = connectedClients()
  const token = await staffToken(A)
  for (let i = 0; i < 2; i++) await page(B, '/News')
  // Redis goes away keeping its data, as one with persistence does: B's cached /News comes back with it
  redisCli('shutdown', 'save')
  const started = Date.now()
  let errors = 0
  let loads = 0
  // fresh renders (the cache is gone): each reads the database
  while (Date.now() - started < 1500) {
    for (const base of [A, B]) {
      loads++
      if ((await page(base, '/News')).status !== 200) errors++
    }
  }
  const publishedMeanwhile = await publishOnA(token)
  const awayAfterPublishing = (() => {
    try {
      redisCli('ping')
      return false
    } catch {
      return true
    }
  })()
  while (Date.now() - started < 2500) {
    for (const base of [A, B]) {
      loads++
      if ((await page(base, '/News')).status !== 200) errors++
    }
  }
  check(
    errors === 0 && awayAfterPublishing,
    `Redis stopped: ${loads} page loads on A and B in 2.5 s, ${errors} errors; an article published on A ${awayAfterPublishing ? 'meanwhile' : 'only after Redis was back'}`,
  )
  const reconnected = await secondsUntil(
    async () => String(connectedClients()),
    (clients) => Number(clients) >= connectedBefore,
    60,
  )
  check(
    reconnected !== null,
    `Redis back: A and B reconnected by themselves ${reconnected === null ? 'never (60 s)' : `${((Date.now() - started) / 1000).toFixed(1)} s after the stop`}`,
  )
  await seenOnB(publishedMeanwhile, 'published on A while Redis was away, shown by B once it is back (with the old /News)')
  await articleSeenOnB('after the reconnect, published on A, shown by B on /News')
}

async function publishOnA(token: string) {
  const title = `Scale-out ${randomInt(10 ** 6)}`
  const created = await cms<{ doc: { id: number } }>(A, '/articles?locale=zh', {
    token,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ title, _status: 'published', publishedAt: new Date().toISOString() }),
  })
  return { title, id: created.doc.id, token }
}

async function seenOnB(article: { title: string; id: number; token: string }, label: string) {
  timed(
    label,
    await secondsUntil(
      () => page(B, '/News').then((r) => r.html),
      (html) => html.includes(article.title),
    ),
  )
  await cms(A, `/articles/${article.id}`, { token: article.token, method: 'DELETE' })
}

async function articleSeenOnB(label: string) {
  const token = await staffToken(A)
  for (let i = 0; i < 2; i++) await page(B, '/News')
  await seenOnB(await publishOnA(token), label)
}

async function gracefulStop() {
  const serverPid = serverPidOf(pidFileA)
  let errors = 0
  let loads = 0
  const stopAt = Date.now() + 5000
  const loader = async () => {
    while (Date.now() < stopAt) {
      const ok = await fetch(`${SITE}/News`).then(
        (r) => r.status === 200,
        () => false,
      )
      loads++
      if (!ok) errors++
    }
  }
  const loaders = Promise.all([loader(), loader(), loader(), loader()])
  await sleep(1000)
  process.kill(serverPid, 'SIGTERM')
  const exited = await secondsUntil(
    async () => String(isRunning(serverPid)),
    (running) => running === 'false',
    20,
  )
  await loaders
  check(
    errors === 0 && exited !== null,
    `SIGTERM to A under load: exited after ${exited?.toFixed(1) ?? '>20'} s, ${loads} loads through nginx, ${errors} errors`,
  )
  const back = await secondsUntil(
    () => fetch(`${A}/healthz`).then((r) => String(r.status)),
    (s) => s === '200',
    120,
  )
  check(back !== null, `A restarted after the stop: ${back === null ? 'not within 120 s' : `${back.toFixed(1)} s`}`)
}

async function failover() {
  const serverPid = serverPidOf(pidFileB)
  const paths = ['/News', '/home', '/about', '/VacuumValveMain', '/en/News']
  let killedAt = 0
  let afterKill = 0
  let errorsAfterKill = 0
  const statuses = new Map<number, number>()
  let total = 0
  const stopAt = Date.now() + 8000
  const loader = async () => {
    while (Date.now() < stopAt) {
      const path = paths[total % paths.length]
      total++
      const afterTheKill = killedAt > 0
      const status = await fetch(SITE + path).then(
        (r) => r.status,
        () => 0,
      )
      if (afterTheKill) {
        afterKill++
        if (status !== 200) {
          errorsAfterKill++
          statuses.set(status, (statuses.get(status) ?? 0) + 1)
        }
      }
    }
  }
  const loaders = Promise.all([loader(), loader(), loader(), loader()])
  await sleep(1500)
  process.kill(serverPid, 'SIGKILL')
  killedAt = Date.now()
  await loaders
  check(
    errorsAfterKill === 0,
    `kill -9 of B under load: ${afterKill} page loads through nginx after the kill, ${errorsAfterKill} errors ${JSON.stringify([...statuses])}`,
  )
  const back = await secondsUntil(
    () => fetch(`${B}/healthz`).then((r) => String(r.status)),
    (status) => status === '200',
    120,
  )
  check(back !== null, `B restarted and answers /healthz: ${back === null ? 'not within 120 s' : `${back.toFixed(1)} s after the kill`}`)
  let errors = 0
  for (let i = 0; i < 40; i++) if ((await fetch(SITE + paths[i % paths.length])).status !== 200) errors++
  check(errors === 0, `after the rejoin: 40 loads through nginx, ${errors} errors`)
}

/**
 * Whether C serves the moved SQLite site: scripts/scale-out-test.sh makes, moves and starts it while
 * the checks of A and B run, and writes c.ready into the work folder once C answers (c.failed when
 * the chain failed, with its log in the script's output).
 */
async function movedSiteServed(work: string): Promise<boolean> {
  const word = async () => ['c.ready', 'c.failed'].find((name) => existsSync(path.join(work, name))) ?? ''
  await secondsUntil(word, (name) => name !== '', 240)
  const served = (await word()) === 'c.ready'
  if (!served) check(false, 'moved: C serves the SQLite site moved into PostgreSQL')
  return served
}

console.log(`Scale-out checks: nginx ${SITE}, A ${A}, B ${B}`)
await startedOnce()
await imagesFromTheBucket()
const member = await memberFlow()
await rmaNumbersAcrossInstances(member)
await operatorMetrics()
await articlesAcrossInstances()
await datasheetReplaced(member)
if (await movedSiteServed(env('MOVED_WORK'))) await movedSiteChecks(check, env('MOVED_URL'), env('MOVED_WORK'), staff)
await redisLost()
await failover()
await gracefulStop()
logsHoldNoSecrets()
console.log(failures.length === 0 ? 'All scale-out checks hold.' : `${failures.length} scale-out check(s) failed.`)
process.exit(failures.length === 0 ? 0 : 1)
