// The Node flags `npm start` (scripts/start.mjs) and the bench run server.mjs with.
// V8 sizes the JavaScript heap from the machine's memory (about 4 GB on 24 GB) and, so far from
// that limit, lets garbage stay: under load the heap held twice what it used. A limit near what the
// site needs (it uses about 250 MB under load) makes V8 collect sooner and keeps the process small
// (issue 11: ≤ 600 MB after load and uploads). SERVER_HEAP_MB changes it (0: V8's default).
const raw = process.env.SERVER_HEAP_MB?.trim()
const heapMb = raw ? Number(raw) : 512

/** @type {string[]} */
export const serverNodeFlags = Number.isFinite(heapMb) && heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : []
