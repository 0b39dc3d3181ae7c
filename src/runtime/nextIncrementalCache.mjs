// The only module that reads the incremental cache Next keeps on `globalThis`, an internal Next
// does not promise to keep: tests/server/next-internals.test.ts checks that the installed Next still sets
// it, and fails, naming it, when an upgrade removes it.

/**
 * The server's incremental cache, set by Next once it has served a request; undefined outside a
 * Next server (seed, tests, scripts) or before its first request.
 * @returns {{ revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> } | undefined}
 */
export function serverIncrementalCache() {
  return /** @type {any} */ (globalThis).__incrementalCache
}
