/**
 * `npm run bench`: throughput, latency and page weight of a running build. Prints a table and
 * asserts nothing (not a test). Start the site first (`npm start`), then:
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_SECONDS=5 BENCH_CONCURRENCY=16 npm run bench
 */
import { gzipSync } from 'node:zlib'

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:3000'
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)
const paths = (process.env.BENCH_PATHS ?? '/home,/en/home,/News,/VacuumValveMain,/Presys,/download,/about,/contactUs')
  .split(',')
  .filter(Boolean)

async function load(path: string) {
  const deadline = Date.now() + seconds * 1000
  const latencies: number[] = []
  let failures = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        const started = performance.now()
        const response = await fetch(base + path, { redirect: 'manual' }).catch(() => null)
        if (!response || response.status >= 400) failures++
        await response?.arrayBuffer().catch(() => undefined)
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { rps: latencies.length / seconds, p50: at(0.5), p95: at(0.95), failures }
}

async function weight(path: string) {
  const html = await (await fetch(base + path)).text()
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])
  let js = 0
  for (const src of new Set(scripts)) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
    js += gzipSync(body).length
  }
  return { htmlGzip: gzipSync(html).length, jsGzip: js, scripts: new Set(scripts).size }
}

const rows = []
for (const path of paths) {
  const w = await weight(path)
  const l = await load(path)
  rows.push({
    path,
    'req/s': l.rps.toFixed(0),
    'p50 ms': l.p50.toFixed(1),
    'p95 ms': l.p95.toFixed(1),
    failures: l.failures,
    'HTML gz KB': (w.htmlGzip / 1024).toFixed(1),
    'JS gz KB': (w.jsGzip / 1024).toFixed(1),
    scripts: w.scripts,
  })
}
console.log(`${base}: ${concurrency} concurrent requests for ${seconds} s per page`)
console.table(rows)
