// The Node flags and environment `npm start` (scripts/start.mjs), the bench and the browser tests
// run server.mjs with.
// V8 sizes the JavaScript heap from the machine's memory (about 4 GB on 24 GB) and, so far from
// that limit, lets garbage stay: under load the heap held twice what it used. A limit near what the
// site needs under load makes V8 collect sooner and keeps the process small (decision 023 has the
// figures). SERVER_HEAP_MB changes it (0: V8's default).
const raw = process.env.SERVER_HEAP_MB?.trim()
const heapMb = raw ? Number(raw) : 512

/** @type {string[]} */
export const serverNodeFlags = Number.isFinite(heapMb) && heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []

/**
 * glibc's allocator, which sharp (libvips, Next's image optimiser), Node's buffers and SQLite use,
 * read once when the process starts (so set here, by whatever starts server.mjs). By default it
 * gives each thread that allocates its own arena (up to 8 per core) and raises its threshold for
 * handing big blocks to mmap each time one is freed, so image buffers and upload chunks end up in
 * arenas that never shrink: encoding the pages' images doubled the server's memory. Two arenas and a
 * fixed 128 KB threshold (big blocks are mapped and given back when freed) keep it near where it
 * started (docs/decisions/023-nginx-page-cache-latency-and-server-memory.md has the figures). A
 * value in the environment wins.
 * @type {Record<string, string>}
 */
export const serverEnv = {
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
}
