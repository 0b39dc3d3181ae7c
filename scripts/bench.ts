/**
 * `npm run bench`: the site's performance figures in one run, on a production build this script starts
 * itself. It asserts nothing (not a test): the unit and browser tests keep the behaviour.
 *
 * 1. builds when there is no build (BENCH_BUILD=1 forces one), prepares a database of its own
 *    (BENCH_DATA_DIR, default <tmp>/vacuum-valve-bench) and starts `node server.mjs` with the flags
 *    and allocator settings `npm start` gives it (server/nodeFlags.mjs);
 * 2. saves each page as a static file and starts nginx (installed from Debian when missing) twice:
 *    serving those files, and as the shipped proxy in front of the app (deploy/nginx/site.conf and
 *    the cache files it includes, rewritten for loopback as the scale-out test does);
 * 3. wrk (installed when missing) on loopback: nginx static, the app alone, the app behind nginx;
 * 4. page weights (HTML, inline RSC payload, first-load JS gzip, the React fibers hydrated), Lighthouse on a phone profile
 *    (Debian's Chromium), server memory before and after 10,000 mixed requests and 20 concurrent
 *    15 MB uploads, /News with 10,000 articles and the admin's news and enquiry lists with 10,000
 *    rows each, timed as staff (scripts/bench/seed-volume.ts; BENCH_VOLUME=0 skips).
 *
 * 5. every request that misses the cached public pages (members' pages, login, 404, search, the
 *    finder, the read API calls, the sitemap, a picture), to the app alone from many addresses, as
 *    shares of cached /home measured just before each (scripts/bench/everyRequest.ts;
 *    BENCH_EVERY_REQUEST=0 skips, BENCH_EVERY_REQUEST_VIA=nginx measures them through the shipped
 *    nginx instead).
 *
 * The earlier build (BENCH_BASELINE, a commit: the one before the request log, metrics and the
 * response pipeline by default; `none` skips it) is built once into <tmp>/vacuum-valve-bench-build-<commit>
 * with this checkout's node_modules, started beside the app with a database of its own, and its
 * cached /home measured in turn with the app's, BENCH_ROUNDS (5) times, in the same run, each first in
 * every other round: their medians are compared.
 *
 * Settings: BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_APP_PORT (3480), BENCH_STATIC_PORT
 * (8480), BENCH_PROXY_PORT (8481), BENCH_LIGHTHOUSE=0 to skip Lighthouse, BENCH_LIGHTHOUSE_RUNS (5:
 * the run with the median LCP is printed, with the range; each page's run follows one of the floor,
 * and a page is compared with the floor's runs beside its own), BENCH_PAGES (comma-separated paths to
 * weigh and run Lighthouse on instead of the list below, e.g. one new page), CHROMIUM_PATH.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

import { type Browser, chromium as playwrightChromium } from '@playwright/test'

import { serverEnv, serverNodeFlags } from '../server/nodeFlags.mjs'
import { everyRequestGoals, measureEveryRequest, memberSession } from './bench/everyRequest'
import { againstTheFloor, type FloorComparison, type LighthouseFigures, median, mediansOf } from './bench/floorRatios'
import { blockingTime, scriptTime } from './bench/scriptTime'
import { buildIsCurrent } from './buildFingerprint.mjs'
import { markScriptsRunAtLoad } from './compileHints.mjs'
import { sourceRun } from './tsx.mjs'

const root = process.cwd()
const env = process.env
const seconds = Number(env.BENCH_SECONDS ?? 10)
const connections = Number(env.BENCH_CONNECTIONS ?? 50)
const appPort = Number(env.BENCH_APP_PORT ?? 3480)
const staticPort = Number(env.BENCH_STATIC_PORT ?? 8480)
const proxyPort = Number(env.BENCH_PROXY_PORT ?? 8481)
const dataDir = path.resolve(env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'vacuum-valve-bench'))
const work = path.join(os.tmpdir(), `vacuum-valve-bench-run-${process.pid}`)
const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const volume = Number(env.BENCH_VOLUME ?? 10_000)
const lighthouseRuns = Math.max(1, Math.trunc(Number(env.BENCH_LIGHTHOUSE_RUNS)) || 5)
const app = `http://127.0.0.1:${appPort}`
/** The earlier build the cached-page rows are compared with (issue 47's "earlier build"). */
const baselineCommit = env.BENCH_BASELINE ?? 'facd288'
const baselinePort = Number(env.BENCH_BASELINE_PORT ?? 3490)
/** Rounds of cached /home, the app and the earlier build in turn (BENCH_ROUNDS): their medians are compared. */
const cachedRounds = Math.max(1, Math.trunc(Number(env.BENCH_ROUNDS)) || 5)
/** The floor: a bare Next page with one client component, of the same Next and React (BENCH_FLOOR=0 skips it). */
const floorPort = Number(env.BENCH_FLOOR_PORT ?? 3495)
const floor = `http://127.0.0.1:${floorPort}`

/**
 * The pages weighed and run through Lighthouse, throughput on the first: the busiest pages, and the
 * engineer's tools and service request form with the heaviest forms of the site.
 */
const pagesToWeigh = env.BENCH_PAGES?.split(',').filter(Boolean) ?? [
  '/home',
  '/News',
  '/contactUs',
  '/VacuumValveMain',
  '/download',
  '/productFinder',
  '/vacuumCalculator',
  '/compare',
  '/serviceRequest',
]
/** Mixed traffic for the memory figure (pages, other language, API, a missing page). */
const mixedPaths = ['/home', '/en/home', '/News', '/en/News', '/contactUs', '/VacuumValveMain', '/download', '/about', '/nope']

const children: ChildProcess[] = []
const log = (line: string) => console.error(`[bench] ${line}`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function has(command: string) {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0
}

function ensureDebianPackages() {
  const missing = [
    ['nginx', 'nginx'],
    ['wrk', 'wrk'],
  ].filter(([command]) => !has(command) && !existsSync(`/usr/sbin/${command}`))
  if (env.BENCH_LIGHTHOUSE !== '0' && !existsSync(chromium)) missing.push(['chromium', 'chromium'])
  if (missing.length === 0) return
  const names = missing.map(([, pkg]) => pkg)
  log(`installing ${names.join(', ')} from Debian`)
  const apt = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (apt(['install', '-y', ...names]).status !== 0) {
    apt(['update'])
    apt(['install', '-y', ...names])
  }
}

function prepareDb(dir: string, extraEnv: Record<string, string> = {}) {
  execFileSync(...sourceRun('scripts/prepare-db.ts'), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, ...extraEnv, DATA_DIR: dir, NODE_ENV: 'production' },
  })
}

function startApp(dir = dataDir): ChildProcess {
  // Pages cached by an earlier server (other data) would be served as they are: start from none.
  rmSync(path.join(root, '.next/server/route-cache'), { recursive: true, force: true })
  rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })
  // as `npm start` runs it (scripts/start.mjs)
  const child = spawn('node', [...serverNodeFlags, 'server.mjs'], {
    cwd: root,
    // SITE_URL: canonical and hreflang links point where Lighthouse reads the page
    // the upload limits per client address would refuse most of the 20 uploads the memory figure needs
    env: {
      ...env,
      ...serverEnv,
      NODE_ENV: 'production',
      PORT: String(appPort),
      DATA_DIR: dir,
      DRAIN_SECONDS: '1',
      SITE_URL: app,
      SMS_PROVIDER: 'outbox',
      // the shipped nginx is in front, as on a server: each client has its own address
      TRUST_PROXY: 'loopback',
      UPLOAD_FILES_PER_HOUR: '1000',
      UPLOAD_FILES_PER_DAY: '1000',
      UPLOAD_MB_PER_HOUR: '100000',
      UPLOAD_MB_PER_DAY: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  return child
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return
  const ended = exited(child)
  child.kill('SIGTERM')
  await Promise.race([ended, sleep(5000)])
}

/** Waits until `url` answers (no 5xx), at most `seconds`. */
async function waitFor(url: string, seconds = 60) {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline;) {
    const ok = await fetch(url, { redirect: 'manual' })
      .then((r) => r.status < 500)
      .catch(() => false)
    if (ok) return
    await sleep(200)
  }
  throw new Error(`${url} did not answer`)
}

function rssMb(pid: number | undefined) {
  if (!pid) return NaN
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024
}

interface WrkResult {
  rps: number
  p50: number
  p99: number
  refused: number
  requests: number
  text: string
}

/** Milliseconds from wrk's "850.00us", "12.3ms" or "1.17s". */
function wrkTime(text: string | undefined) {
  const m = /([\d.]+)(us|ms|s|m)/.exec(text ?? '')
  if (!m) return NaN
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm']
  return Number(m[1]) * factor
}

const wrkArguments = (url: string, conns: number, duration: number, script?: string) => [
  `-t${Math.min(2, conns)}`,
  `-c${conns}`,
  `-d${duration}s`,
  '--latency',
  ...(script ? ['-s', script] : []),
  url,
]

function wrk(url: string, conns = connections, duration = seconds, script?: string): WrkResult {
  return wrkResult(execFileSync('wrk', wrkArguments(url, conns, duration, script), { encoding: 'utf8' }))
}

/** The same, running beside whatever the bench does meanwhile. */
function wrkBeside(url: string, conns: number, duration: number, script?: string): Promise<WrkResult> {
  return new Promise((resolve, reject) => {
    let out = ''
    const child = spawn('wrk', wrkArguments(url, conns, duration, script), { stdio: ['ignore', 'pipe', 'inherit'] })
    child.stdout.on('data', (chunk) => (out += chunk))
    child.on('error', reject)
    child.on('close', () => resolve(wrkResult(out)))
  })
}

function wrkResult(out: string): WrkResult {
  return {
    text: out,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    p50: wrkTime(/^\s+50%\s+(\S+)/m.exec(out)?.[1]),
    p99: wrkTime(/^\s+99%\s+(\S+)/m.exec(out)?.[1]),
    refused: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
  }
}

interface Weight {
  html: number
  rsc: number
  jsGzip: number
  jsBrotli: number
}

async function weigh(base: string, page: string): Promise<Weight> {
  // as a browser gets it (Node's fetch would ask for gzip only)
  const html = await (await fetch(base + page, { headers: { 'accept-encoding': 'br' } })).text()
  const rsc = [...html.matchAll(/<script>(self\.__next_f\.push[\s\S]*?)<\/script>/g)].reduce((sum, m) => sum + m[1].length, 0)
  // what a current browser fetches: the legacy polyfills (`noModule`) are skipped by every module-aware browser
  const scripts = new Set(
    [...html.matchAll(/<script([^>]+)>/g)].filter((m) => !/\snoModule/i.test(m[1])).flatMap((m) => /\ssrc="([^"]+)"/.exec(m[1])?.[1] ?? []),
  )
  // and those the page adds once it is parsed (server/scriptsAfterParsing.mjs)
  for (const list of html.matchAll(/<script>\(function\(s\)[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/g))
    for (const src of JSON.parse(list[1]) as string[]) scripts.add(src)
  let jsGzip = 0
  let jsBrotli = 0
  for (const src of scripts) {
    const source = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    jsGzip += gzipSync(source).length
    // what server.mjs sends to browsers that take brotli (server/brotliAssets.mjs)
    jsBrotli += brotliCompressSync(source).length
  }
  return { html: Buffer.byteLength(html), rsc, jsGzip, jsBrotli }
}

/**
 * The React fibers a page's first full commit holds (its hydration: elements, text, components, Next's
 * own), as React's devtools hook sees them, in Chromium at a phone's width. Unlike Lighthouse's
 * script time it does not move between runs, and a page's script time grows with it: a page that
 * hydrates more elements and components does more of React's work.
 */
async function fibersOf(browser: Browser, base: string, page: string) {
  const tab = await browser.newPage({ viewport: { width: 412, height: 823 } })
  try {
    await tab.addInitScript({ content: countFibers })
    await tab.goto(base + page, { waitUntil: 'load' })
    const counted = await tab.waitForFunction(() => (window as { benchFibers?: object }).benchFibers, undefined, { timeout: 10_000 })
    return (await counted.jsonValue()) as { all: number; elements: number }
  } catch {
    return undefined
  } finally {
    await tab.close()
  }
}

/**
 * React's devtools hook, counting the fibers of the first commit that holds the page and, of them,
 * the elements (host components, tag 5). A script's text, not a function: tsx's compiled functions name themselves
 * with a helper that is not in the page.
 */
const countFibers = `
  function count(fiber, into) {
    for (let f = fiber; f; f = f.sibling) {
      into.all++
      if (f.tag === 5) into.elements++
      count(f.child, into)
    }
    return into
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (id, root) => {
      // the first commit that holds the page: a cold load can commit the root once before its tree arrives
      if (root.current.child) window.benchFibers ??= count(root.current, { all: 0, elements: 0 })
    },
  }
`

/**
 * The shipped deploy/nginx/site.conf as the scale-out test runs it: one instance (the app) in its
 * upstream, listening on the proxy port, its includes pointing at the copies made here, its logs off.
 */
function shippedSiteConfig() {
  const site = readFileSync(path.join(root, 'deploy/nginx/site.conf'), 'utf8')
    .replace(/^\s*server 127\.0\.0\.1:3001 .*\n/m, '')
    .replace(/server 127\.0\.0\.1:3000 /, `server 127.0.0.1:${appPort} `)
    .replace(/listen 80;/, `listen 127.0.0.1:${proxyPort};`)
    .replace(/include site\/cache-zone\.conf;/, '') // included once, for both servers, below
    .replace(/include site\/page-cache\.conf;/, `include ${path.join(root, 'deploy/nginx/page-cache.conf')};`)
    .replace(/include site\/cache-rules\.generated\.conf;/, `include ${path.join(root, 'deploy/nginx/cache-rules.generated.conf')};`)
    .replace(/access_log \/var\/log\/nginx\/\S+ site;/, 'access_log off;')
    .replace(/error_log \/var\/log\/nginx\/\S+ warn;/, `error_log ${work}/error.log warn;`)
  writeFileSync(path.join(work, 'site.conf'), site)
}

function nginxConfig() {
  shippedSiteConfig()
  const zone = readFileSync(path.join(root, 'deploy/nginx/cache-zone.conf'), 'utf8').replace(
    /proxy_cache_path\s+\S+/,
    `proxy_cache_path ${path.join(work, 'cache')}`,
  )
  writeFileSync(path.join(work, 'cache-zone.conf'), zone)
  const user = process.getuid?.() === 0 ? 'user root;' : ''
  return `${user}
worker_processes auto;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  # as Debian's nginx.conf, which site.conf is written for
  gzip on;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy_temp;
  fastcgi_temp_path ${work}/fastcgi_temp;
  uwsgi_temp_path ${work}/uwsgi_temp;
  scgi_temp_path ${work}/scgi_temp;
  types { text/html html; }
  default_type text/html;
  include ${work}/cache-zone.conf;

  server {
    listen 127.0.0.1:${staticPort};
    root ${work}/static;
    location / { try_files $uri.html $uri =404; }
  }

  include ${work}/site.conf;
}
`
}

/**
 * A child's exit code once it has ended (null when a signal or its timeout ended it). Long children run
 * beside the event loop, not blocking it (spawnSync): while it is blocked, fetch's pooled connections
 * to the app cannot see the server close them when idle (its Keep-Alive timeout), and the next fetch
 * wrote on a closed socket (`write EPIPE`, `other side closed`).
 */
const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null))
    child.on('close', (code) => resolve(code))
  })

/**
 * Links this checkout's node_modules into `dir` file by file (hard links: Turbopack refuses a
 * node_modules that is a link out of the project), for the floor, which needs only Next and React.
 */
function linkModules(dir: string) {
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')], { stdio: 'inherit' })
  if (linked.status !== 0) cpSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), { recursive: true })
}

/**
 * Installs `dir`'s dependencies from its own lockfile (`npm ci`, from npm's cache where it holds
 * them), for the earlier build, whose dependencies are not all today's (decision 048 took
 * react-hook-form out). Minutes, as the build: beside the event loop (see `exited`). False when it failed.
 */
async function installedOwnModules(dir: string) {
  const installed = await exited(
    spawn('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] }),
  )
  return installed === 0
}

/**
 * `next build` in `dir` (a project of its own under the temporary folder, its node_modules in place).
 * False, with no build left behind, when it failed.
 */
async function built(dir: string) {
  const build = await exited(
    spawn('npx', ['next', 'build'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, NODE_ENV: 'production' } }),
  )
  if (build === 0) return true
  rmSync(path.join(dir, '.next'), { recursive: true, force: true })
  return false
}

/**
 * The earlier build, from `baselineCommit`: its source (git archive) in a folder of its own with its
 * own dependencies (its lockfile's), built once and kept for later runs, its database prepared by its
 * own script. Returns the started server, or undefined when it cannot be built here (the table then
 * says so).
 */
async function startBaseline(): Promise<ChildProcess | undefined> {
  if (baselineCommit === 'none') return undefined
  const commit = execFileSync('git', ['rev-parse', '--short', `${baselineCommit}^{commit}`], { cwd: root, encoding: 'utf8' }).trim()
  const dir = path.join(os.tmpdir(), `vacuum-valve-bench-build-${commit}`)
  if (!existsSync(path.join(dir, '.next/BUILD_ID'))) {
    log(`building the earlier build ${commit} in ${dir} (once; kept for later runs)`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`], { cwd: root, stdio: 'inherit' })
    if (!(await installedOwnModules(dir)) || !(await built(dir))) return undefined
  }
  const data = `${dataDir}-${commit}`
  rmSync(data, { recursive: true, force: true })
  mkdirSync(data, { recursive: true })
  const settings = {
    ...env,
    NODE_ENV: 'production' as const,
    DATA_DIR: data,
    PORT: String(baselinePort),
    SMS_PROVIDER: 'outbox',
    DRAIN_SECONDS: '1',
  }
  rmSync(path.join(dir, '.next/server/route-cache'), { recursive: true, force: true })
  rmSync(path.join(dir, '.next/cache/fetch-cache'), { recursive: true, force: true })
  // its own `npm start`: its database script, then its server with its own flags
  const child = spawn('node', ['scripts/start.mjs'], { cwd: dir, env: settings, stdio: ['ignore', 'ignore', 'inherit'] })
  children.push(child)
  // its start migrates and seeds a database from nothing first: 66 s here on a slow minute, over the usual wait
  await waitFor(`http://127.0.0.1:${baselinePort}/home`, 300)
  return child
}

/**
 * The floor the pages' script is measured against: a bare Next.js page (this checkout's Next and
 * React, Turbopack's production build, as the site's) whose only client code is one small component.
 * Built once into <tmp>/vacuum-valve-bench-floor-<Next version> with this checkout's node_modules
 * linked file by file, and started with `next start`. The site's build marks the scripts every page
 * runs at load for eager compilation (scripts/compileHints.mjs), and so does the floor's, before
 * each start (a floor built before the step existed gets it too).
 */
async function startFloor(): Promise<ChildProcess | undefined> {
  if (env.BENCH_FLOOR === '0') return undefined
  const version = (JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version
  const dir = path.join(os.tmpdir(), `vacuum-valve-bench-floor-${version}`)
  if (!existsSync(path.join(dir, '.next/BUILD_ID'))) {
    log(`building the floor page (a bare Next ${version} page) in ${dir} (once; kept for later runs)`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(path.join(dir, 'app'), { recursive: true })
    writeFileSync(path.join(dir, 'package.json'), '{ "private": true, "type": "module" }\n')
    writeFileSync(path.join(dir, 'next.config.mjs'), 'export default { poweredByHeader: false }\n')
    writeFileSync(
      path.join(dir, 'app/layout.jsx'),
      'export const metadata = { title: "Floor" }\nexport default function Layout({ children }) {\n  return <html lang="en"><body>{children}</body></html>\n}\n',
    )
    writeFileSync(
      path.join(dir, 'app/page.jsx'),
      'import { Counter } from "./Counter"\nexport default function Page() {\n  return <main><h1>A bare page</h1><p>One client component:</p><Counter /></main>\n}\n',
    )
    writeFileSync(
      path.join(dir, 'app/Counter.jsx'),
      '"use client"\nimport { useState } from "react"\nexport function Counter() {\n  const [count, setCount] = useState(0)\n  return <button type="button" onClick={() => setCount(count + 1)}>Clicked {count} times</button>\n}\n',
    )
    linkModules(dir)
    if (!(await built(dir))) return undefined
  }
  markScriptsRunAtLoad(dir)
  const child = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(floorPort), '-H', '127.0.0.1'], {
    cwd: dir,
    env: { ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  await waitFor(`${floor}/`)
  return child
}

async function lighthouse(page: string, base = app) {
  const out = path.join(work, `lighthouse-${page.slice(1) || 'root'}.json`)
  const status = await exited(
    spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        base + page,
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage',
        '--output=json',
        `--output-path=${out}`,
        // the trace beside the report (<out>-0.trace.json): the script's thread time (below)
        '--save-assets',
      ],
      { env: { ...env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 },
    ),
  )
  if (status !== 0 || !existsSync(out)) return undefined
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    configSettings?: { throttlingMethod?: string; throttling?: { cpuSlowdownMultiplier?: number } }
    categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
    audits: Record<string, { numericValue?: number; score: number | null; details?: { items?: Record<string, number | string>[] } }>
  }
  // what keeps accessibility, best practices or SEO under 100
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((key) =>
    (report.categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  )
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100)
  const seen = report.audits.metrics?.details?.items?.[0] as Record<string, number> | undefined
  // every task of the main thread by kind: evaluating scripts and parsing and compiling them, whichever file
  const mainThread = report.audits['mainthread-work-breakdown']?.details?.items ?? []
  const mainThreadScript = mainThread
    .filter((item) => item.group === 'scriptEvaluation' || item.group === 'scriptParseCompile')
    .reduce((sum, item) => sum + Number(item.duration), 0)
  // the same events' thread time, in Lighthouse's units (its simulated slowdown applies to both)
  const trace = out.replace(/\.json$/, '-0.trace.json')
  const slowdown =
    report.configSettings?.throttlingMethod === 'simulate' ? (report.configSettings.throttling?.cpuSlowdownMultiplier ?? 1) : 1
  const traceEvents = existsSync(trace) ? JSON.parse(readFileSync(trace, 'utf8')).traceEvents : undefined
  const threadMs = traceEvents ? scriptTime(traceEvents).threadMs * slowdown : NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: (report.audits['largest-contentful-paint']?.numericValue ?? NaN) / 1000,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    // the time the page's scripts took to evaluate, parse and compile, all of it (the main thread's
    // work by kind); Lighthouse's own "JavaScript execution time" (bootup-time) counts only the files
    // over 50 ms each, so a file that crosses the line adds or drops tens of ms between runs and builds
    scriptMs: mainThreadScript || NaN,
    // the part of it the main thread itself ran (scripts/bench/scriptTime.ts): the rest it
    // waited for a core the browser's other threads held
    scriptThreadMs: threadMs || NaN,
    // the blocking the trace shows when each task counts for the time the thread itself ran: the
    // page's own blocking, without the waits for a core (scripts/bench/scriptTime.ts)
    tbtThreadMs: traceEvents ? blockingTime(traceEvents, slowdown).threadMs : NaN,
    bootupMs: report.audits['bootup-time']?.numericValue ?? NaN,
    // what the local browser saw, before Lighthouse's simulation: on a loaded two-core machine the
    // first paint can come about a second after the HTML was parsed, with or without the page's
    // scripts and styles, and the simulation then counts every script before it
    seenFirstPaint: (seen?.observedFirstContentfulPaint ?? NaN) / 1000,
    seenParsed: (seen?.observedDomContentLoaded ?? NaN) / 1000,
    failing,
  }
}

/** 10,000 requests over `mixedPaths`, 50 at a time. */
async function mixedLoad(total = 10_000, parallel = 50) {
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        const page = mixedPaths[next++ % mixedPaths.length]
        await fetch(app + page, { redirect: 'manual' })
          .then((r) => r.arrayBuffer())
          .catch(() => undefined)
      }
    }),
  )
}

/** 20 enquiry attachments of 15 MB at once (the contact form's upload call). */
async function concurrentUploads(count = 20, megabytes = 15) {
  // just under the limit, which the whole request (file and form fields) must stay within
  const body = Buffer.alloc(megabytes * 1024 * 1024 - 64 * 1024, 0x20)
  body.write('%PDF-1.4\n', 0)
  body.write('\n%%EOF\n', body.length - 7)
  const statuses = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const form = new FormData()
      form.append('file', new Blob([body], { type: 'application/pdf' }), `bench-${i}.pdf`)
      return fetch(`${app}/api/upload/upload`, { method: 'POST', body: form })
        .then(async (r) => `${r.status}:${((await r.json().catch(() => ({}))) as { code?: number }).code ?? '?'}`)
        .catch(() => 'failed')
    }),
  )
  const counts = new Map<string, number>()
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
  return [...counts].map(([s, n]) => `${n}× ${s}`).join(', ')
}

/** The staff account the bench creates in its volume copy, to time the admin's lists. */
const benchStaff = { ADMIN_EMAIL: 'bench-staff@example.com', ADMIN_PASSWORD: 'bench-staff-password-1' }

/**
 * The admin's lists at volume, logged in as staff, through the REST calls that return what the
 * list views show: news as the admin lists it (each article's latest version, newest first) and
 * enquiries newest first, 10 a page, on the first page and deep ones. Median of the pages' times.
 */
async function adminListTimes() {
  const login = await fetch(`${app}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchStaff.ADMIN_EMAIL, password: benchStaff.ADMIN_PASSWORD }),
  })
  const { token } = (await login.json().catch(() => ({}))) as { token?: string }
  if (!token) return undefined
  const headers = { authorization: `JWT ${token}` }
  const time = async (list: string) => {
    const times: number[] = []
    for (const page of [1, 1, 2, 50, 500, 999]) {
      const started = performance.now()
      const r = await fetch(`${app}/cms-api/${list}&limit=10&page=${page}&depth=0`, { headers, signal: AbortSignal.timeout(60_000) })
        .then(async (response) => (await response.arrayBuffer(), response.status))
        .catch(() => 0)
      if (r !== 200) return NaN
      times.push(performance.now() - started)
    }
    times.shift() // the first call warms the connection and the query plan
    return median(times)
  }
  return {
    articles: await time('articles?draft=true&sort=-publishedAt'),
    enquiries: await time('enquiries?sort=-createdAt'),
  }
}

async function timeToFirstByte(page: string, times = 20) {
  const first = performance.now()
  const response = await fetch(app + page)
  const uncached = performance.now() - first
  await response.arrayBuffer()
  const cached: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    const r = await fetch(app + page)
    cached.push(performance.now() - started)
    await r.arrayBuffer()
  }
  return { uncached, cached: median(cached) }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const ms = (value: number) => (value < 10 ? `${value.toFixed(2)} ms` : `${value.toFixed(0)} ms`)
const pct = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`

/** The printed table: filled as the figures come, printed at the end even when a step failed. */
const rows: string[][] = []
const row = (...cells: string[]) => rows.push(cells)

function printTable() {
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? '').length)))
  console.log(`\nPerformance figures (${os.cpus().length} cores, wrk ${connections} connections × ${seconds} s, loopback)\n`)
  for (const r of rows) console.log(r.map((cell, i) => (cell ?? '').padEnd(widths[i])).join('  │  '))
  console.log(
    '\nGoals: cached /home, app alone, ≥ the earlier build (medians of the rounds) with p99 ≤ 20 ms in every round; one cached request ≤ 2 ms;' +
      '\nthrough nginx ≥ 50 % of static with p99 < 50 ms;' +
      '\nLighthouse performance ≥ 95, LCP ≤ 2.0 s, the others 100; first-load JS ≤ 130 KB (≤ 160 KB home, contactUs);' +
      '\n/home HTML ≤ 80 KB; RSS ≤ 600 MB; /News ≤ 150 KB with 10,000 articles and TTFB within 2× of the seeded site.' +
      `\n${everyRequestGoals}`,
  )
}

/**
 * Lighthouse on one page: a first, unmeasured run warms what a visitor after the first one finds
 * ready (the optimizer's encoded images, seconds each on a cold cache, and the page caches of both
 * sizes); then `lighthouseRuns` runs. Lighthouse's simulated LCP swings between runs of one build
 * (whether the local trace had fetched the scripts before the largest paint decides whether they
 * count): the run with the median LCP (of an even number, the lower middle one) stands for the page,
 * as Lighthouse's own docs advise, with the range; TBT and script time are their own medians.
 *
 * Given the floor's address, each of the page's runs comes right after a run of the floor, and the
 * page's figures are compared with the floor's pair by pair (`./bench/floorRatios.ts`): Lighthouse's
 * script time is the time measured on this machine times its CPU factor, so when the machine changes
 * speed (it does, within a minute) the floor measured once, minutes earlier, would move every page's
 * ratio with it, and even the floor runs of one page's pairs differ by half.
 */
async function lighthouseRunsOf(page: string, base: string, floorBase?: string) {
  log(`lighthouse ${base === app ? '' : base}${page}${floorBase ? ', each run after one of the floor' : ''}`)
  await lighthouse(page, base)
  const runs: NonNullable<Awaited<ReturnType<typeof lighthouse>>>[] = []
  const pairs: { page: LighthouseFigures; floor: LighthouseFigures }[] = []
  for (let i = 0; i < lighthouseRuns; i++) {
    const floorRun = floorBase ? await lighthouse('/', floorBase) : undefined
    const run = await lighthouse(page, base)
    if (run && Number.isFinite(run.lcp)) {
      runs.push(run)
      if (floorRun && Number.isFinite(floorRun.lcp)) pairs.push({ page: run, floor: floorRun })
    }
  }
  const figures = mediansOf(runs)
  const floor = pairs.length ? againstTheFloor(pairs) : undefined
  runs.sort((a, b) => a.lcp - b.lcp)
  return { runs, lh: runs[Math.floor((runs.length - 1) / 2)], ...figures, floor }
}

/**
 * A page's TBT and script time against the floor's of the same runs: the goal is within 1.5× of
 * it, on Lighthouse's figures, as the median of each pair's own ratio. Beside them: the ratio of the
 * medians, the script's thread time (the part of Lighthouse's script time the main thread itself ran,
 * not waiting for a core), the blocking time the trace shows by the thread's own time (each task
 * counted for what the thread ran in it) and Lighthouse's bootup-time (files over 50 ms).
 */
function withinFloor(page: LighthouseFigures, comparison: FloorComparison) {
  const { floor, pairs, medians } = comparison
  return (
    `${pairs.tbt.toFixed(2)}× and ${pairs.scriptMs.toFixed(2)}× the floor's in the same runs ` +
    `(medians of the ${comparison.count} pairs' own ratios; ratios of the medians ${medians.tbt.toFixed(2)}× and ${medians.scriptMs.toFixed(2)}×; ` +
    `the floor's TBT ${floor.tbt.toFixed(0)} ms, script ${floor.scriptMs.toFixed(0)} ms; ${comparison.met ? 'goal met' : 'below goal'}); ` +
    `script's thread time ${page.scriptThreadMs.toFixed(0)} ms, ${pairs.scriptThreadMs.toFixed(2)}× ` +
    `(the floor's ${floor.scriptThreadMs.toFixed(0)} ms); blocking by the thread's own time ${page.tbtThreadMs.toFixed(0)} ms ` +
    `(the floor's ${floor.tbtThreadMs.toFixed(0)} ms); bootup-time ${page.bootupMs.toFixed(0)} ms, ${pairs.bootupMs.toFixed(2)}×`
  )
}

async function main() {
  ensureDebianPackages()
  if (env.BENCH_BUILD === '1' || !buildIsCurrent(root)) {
    log('building (npm run build)')
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } })
  }
  mkdirSync(dataDir, { recursive: true })
  mkdirSync(path.join(work, 'static'), { recursive: true })
  mkdirSync(path.join(work, 'cache'), { recursive: true })
  // A freshly seeded site each run; the volume copy (slow to fill) is kept between runs.
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  log(`preparing the database in ${dataDir}`)
  // the staff account the admin-lists row logs in with, also in the volume copy made from this database
  prepareDb(dataDir, benchStaff)

  const baseline = env.BENCH_BASELINE === 'none' ? undefined : await startBaseline()
  const floorServer = await startFloor()
  if (env.BENCH_FLOOR !== '0' && !floorServer) row('floor (a bare Next page)', 'could not be built here', '', '')
  if (baselineCommit !== 'none' && !baseline) row(`earlier build ${baselineCommit}`, 'could not be built here', '', '')
  log('starting the app')
  let server = startApp()
  await waitFor(`${app}/home`)
  // First render of /News (nothing cached yet), then cached
  const news20 = await timeToFirstByte('/News')

  // Render each page once (the first request fills the cache), then keep a static copy.
  for (const page of [...pagesToWeigh, ...mixedPaths]) await fetch(app + page).then((r) => r.arrayBuffer())
  for (const page of pagesToWeigh) writeFileSync(path.join(work, 'static', `${page.slice(1)}.html`), await (await fetch(app + page)).text())
  const rssFresh = rssMb(server.pid)

  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig())
  const nginxBinary = has('nginx') ? 'nginx' : '/usr/sbin/nginx'
  const nginx = spawn(nginxBinary, ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' })
  children.push(nginx)
  await waitFor(`http://127.0.0.1:${staticPort}/home`)
  await waitFor(`http://127.0.0.1:${proxyPort}/home`)

  log(`wrk: ${connections} connections, ${seconds} s each`)
  const staticRun = wrk(`http://127.0.0.1:${staticPort}/home`)
  // the proxy before the app alone: a saturated app still works off its queue after wrk stops,
  // and nginx's first fill would wait for it. The copy filled here is the one wrk asks for (wrk
  // sends no Accept-Encoding; fetch would ask for gzip, nginx's other copy): otherwise wrk's first
  // 50 requests find none and wait for one, and wrk's correction for the requests a stalled
  // connection did not send (it adds the latencies they would have had) turns those 50 waits into
  // a few per cent of its samples, the p99. Neither run gets gzip: the static file is the same bytes.
  await fetch(`http://127.0.0.1:${proxyPort}/home`, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.arrayBuffer())
  const proxyRun = wrk(`http://127.0.0.1:${proxyPort}/home`)
  // the app and the earlier build in turn, BENCH_ROUNDS times: the machine's speed drifts over a minute
  const appRuns: WrkResult[] = []
  const baselineRuns: WrkResult[] = []
  // this machine's rate swings by a fifth between runs of ten seconds of the same build. Which of
  // the two goes first changes every round: a run right after the other build's (whose server may
  // still be finishing its queue) and a run after the pause are then each build's in turn
  const measureApp = () => appRuns.push(wrk(`${app}/home`))
  const measureBaseline = () => baselineRuns.push(wrk(`http://127.0.0.1:${baselinePort}/home`))
  if (!baseline) measureApp()
  else {
    // the earlier build's first request renders the page; its copy is what wrk measures
    await fetch(`http://127.0.0.1:${baselinePort}/home`).then((r) => r.arrayBuffer())
    for (let round = 1; round <= cachedRounds; round++) {
      const [first, second] = round % 2 === 1 ? [measureApp, measureBaseline] : [measureBaseline, measureApp]
      first()
      await sleep(2000)
      second()
      await sleep(2000)
    }
  }
  await sleep(5000)
  const single = wrk(`${app}/home`, 1, 3)
  row('/home, nginx static file', `${staticRun.rps.toFixed(0)} req/s`, `p99 ${ms(staticRun.p99)}`, '100 %')
  const runs = (list: WrkResult[]) =>
    list.length === 1
      ? `${list[0].rps.toFixed(0)} req/s`
      : `median ${median(list.map((r) => r.rps)).toFixed(0)} req/s (${list.map((r) => r.rps.toFixed(0)).join(', ')})`
  const p99s = (list: WrkResult[]) => `p99 ${ms(median(list.map((r) => r.p99)))} (worst ${ms(Math.max(...list.map((r) => r.p99)))})`
  const share = (list: WrkResult[]) => pct(median(list.map((r) => r.rps)), staticRun.rps)
  if (baselineRuns.length) {
    row(`/home (cached), earlier build ${baselineCommit} alone`, runs(baselineRuns), p99s(baselineRuns), share(baselineRuns))
    const appMedian = median(appRuns.map((r) => r.rps))
    const baselineMedian = median(baselineRuns.map((r) => r.rps))
    const met = appMedian >= baselineMedian && Math.max(...appRuns.map((r) => r.p99)) <= 20
    // beside the goal's figure: the median of each round's own ratio, whose two runs shared the machine's speed
    const byRound = median(appRuns.map((run, i) => run.rps / baselineRuns[i].rps))
    row(
      '/home (cached), app alone',
      runs(appRuns),
      p99s(appRuns),
      `${share(appRuns)}; ${pct(appMedian, baselineMedian)} of the earlier build (${met ? 'goal met' : 'below goal'}; by round ${pct(byRound, 1)})`,
    )
  } else row('/home (cached), app alone', runs(appRuns), p99s(appRuns), share(appRuns))
  row('/home (cached), one request at a time', `${single.rps.toFixed(0)} req/s`, `p50 ${ms(single.p50)}`, '')
  row('/home through the shipped nginx', `${proxyRun.rps.toFixed(0)} req/s`, `p99 ${ms(proxyRun.p99)}`, pct(proxyRun.rps, staticRun.rps))

  log('page weights')
  const browser = existsSync(chromium) ? await playwrightChromium.launch({ executablePath: chromium }) : undefined
  const hydrated = async (base: string, page: string) => {
    const fibers = browser && (await fibersOf(browser, base, page))
    return fibers ? `; hydrates ${fibers.all} fibers (${fibers.elements} elements)` : ''
  }
  for (const [label, base, page] of [
    ...(floorServer ? [['the floor (a bare Next page)', floor, '/']] : []),
    ...pagesToWeigh.map((page) => [page, app, page]),
  ]) {
    const w = await weigh(base, page)
    row(
      `${label} weight`,
      `HTML ${kb(w.html)}`,
      `inline RSC ${kb(w.rsc)}`,
      `first-load JS ${kb(w.jsBrotli)} br (${kb(w.jsGzip)} gz)${await hydrated(base, page)}`,
    )
  }
  await browser?.close()

  if (env.BENCH_LIGHTHOUSE !== '0' && existsSync(chromium)) {
    const floorRuns = floorServer ? await lighthouseRunsOf('/', floor) : undefined
    if (floorRuns?.lh)
      row(
        'Lighthouse mobile, the floor (a bare Next page)',
        `perf ${floorRuns.lh.performance}`,
        `TBT ${floorRuns.tbt.toFixed(0)} ms`,
        `script ${floorRuns.scriptMs.toFixed(0)} ms (thread time ${floorRuns.scriptThreadMs.toFixed(0)} ms), blocking by the thread's own time ${floorRuns.tbtThreadMs.toFixed(0)} ms, bootup-time ${floorRuns.bootupMs.toFixed(0)} ms (medians of ${floorRuns.runs.length} runs)`,
      )
    for (const page of pagesToWeigh) {
      const figures = await lighthouseRunsOf(page, app, floorRuns?.lh ? floor : undefined)
      const { runs, lh, tbt, scriptMs } = figures
      if (!lh) row(`Lighthouse ${page}`, 'failed', '', '')
      else
        row(
          `Lighthouse mobile ${page}`,
          `perf ${lh.performance} / a11y ${lh.accessibility} / bp ${lh.bestPractices} / seo ${lh.seo}`,
          `LCP ${lh.lcp.toFixed(1)} s` +
            (lighthouseRuns > 1
              ? ` (${runs[0].lcp.toFixed(1)}–${runs.at(-1)!.lcp.toFixed(1)}, ${runs.length}/${lighthouseRuns} runs)`
              : ''),
          `TBT ${tbt.toFixed(0)} ms, script ${scriptMs.toFixed(0)} ms (medians)` +
            (figures.floor ? `: ${withinFloor(figures, figures.floor)}` : '') +
            `; first paint seen at ${lh.seenFirstPaint.toFixed(2)} s, HTML parsed at ${lh.seenParsed.toFixed(2)} s` +
            (lh.failing.length ? ` (failing: ${lh.failing.join(', ')})` : ''),
        )
    }
  }

  if (env.BENCH_MEMORY !== '0') {
    log('memory: 10,000 mixed requests, then 20 uploads of 15 MB at once')
    await mixedLoad()
    const rssAfterLoad = rssMb(server.pid)
    const uploads = await concurrentUploads()
    await sleep(2000)
    const rssAfterUploads = rssMb(server.pid)
    await sleep(10_000)
    const rssSettled = rssMb(server.pid)
    row('server RSS', `fresh ${rssFresh.toFixed(0)} MB`, `after 10,000 requests ${rssAfterLoad.toFixed(0)} MB`, '')
    row('server RSS, 20 × 15 MB uploads', `${rssAfterUploads.toFixed(0)} MB (10 s later ${rssSettled.toFixed(0)} MB)`, uploads, '')
  }

  const newsWeight20 = await weigh(app, '/News')
  row(
    '/News with the seeded articles',
    `HTML ${kb(newsWeight20.html)}`,
    `TTFB uncached ${ms(news20.uncached)}`,
    `cached ${ms(news20.cached)}`,
  )

  // after the memory figures, which these renders would raise
  if (env.BENCH_EVERY_REQUEST !== '0') {
    log('every request: member pages, login, 404, search, the finder, the read calls, the sitemap, a picture')
    await sleep(5000)
    const base = env.BENCH_EVERY_REQUEST_VIA === 'nginx' ? `http://127.0.0.1:${proxyPort}` : app
    await measureEveryRequest({
      base,
      manyAddresses: base === app,
      token: await memberSession(app, dataDir),
      // a shorter run than the rows': it is only the measure they are read against
      homeNow: () => wrk(`${base}/home`, connections, Math.min(seconds, 5)).rps,
      work,
      wrk: (url, script) => wrk(url, connections, seconds, script),
      wrkBeside: (url, conns, script, duration = seconds) => wrkBeside(url, conns, duration, script),
      app,
      row,
    })
  }

  if (volume > 0) {
    await stop(server)
    log(`seeding ${volume} articles and 1,000 downloads (takes a while)`)
    const volumeDir = `${dataDir}-volume`
    // the copy is kept between runs while the migrations it was made with are the same
    const migrations = readFileSync(path.join(root, 'src/migrations/sqlite/index.ts'), 'utf8')
    const madeWith = path.join(volumeDir, 'bench-migrations.ts')
    if (existsSync(volumeDir) && (!existsSync(madeWith) || readFileSync(madeWith, 'utf8') !== migrations))
      rmSync(volumeDir, { recursive: true })
    if (!existsSync(volumeDir)) {
      cpSync(dataDir, volumeDir, { recursive: true })
      writeFileSync(madeWith, migrations)
    }
    prepareDb(volumeDir, benchStaff)
    execFileSync(...sourceRun('scripts/bench/seed-volume.ts', [String(volume), '1000', String(volume)]), {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, DATA_DIR: volumeDir, NODE_ENV: 'production' },
    })
    server = startApp(volumeDir)
    await waitFor(`${app}/home`)
    const newsVolume = await timeToFirstByte('/News')
    const newsWeightVolume = await weigh(app, '/News')
    row(
      `/News with ${volume} articles`,
      `HTML ${kb(newsWeightVolume.html)}`,
      `TTFB uncached ${ms(newsVolume.uncached)}`,
      `cached ${ms(newsVolume.cached)}`,
    )
    const admin = await adminListTimes()
    row(
      `admin lists, ${volume} rows each (staff)`,
      admin ? `news ${ms(admin.articles)}` : 'login failed',
      admin ? `enquiries ${ms(admin.enquiries)}` : '',
      'median of pages 1–999, 10 a page',
    )
  }
}

try {
  await main()
} catch (error) {
  // a failed fetch says why only in its cause (refused, reset, a timeout)
  const cause =
    error instanceof Error && error.cause ? `\n  cause: ${String(error.cause instanceof Error ? error.cause.stack : error.cause)}` : ''
  log(`stopped early (the table has the figures measured so far): ${error instanceof Error ? error.stack : String(error)}${cause}`)
  process.exitCode = 1
} finally {
  printTable()
  for (const child of children) await stop(child)
  if (env.BENCH_KEEP !== '1') rmSync(work, { recursive: true, force: true })
}
