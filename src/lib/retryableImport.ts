/**
 * A lazy import (code fetched on first use rather than with the page) that is fetched once per
 * argument list and shared by every caller; a failed fetch (a flaky network, a deploy since the page
 * was opened) is forgotten, so the next call tries again.
 */
export function retryableImport<Args extends (string | number)[], Module>(
  load: (...args: Args) => Promise<Module>,
): (...args: Args) => Promise<Module> {
  const loading = new Map<string, Promise<Module>>()
  return (...args) => {
    const key = args.join('\u0000')
    let promise = loading.get(key)
    if (!promise) {
      promise = load(...args).catch((error: unknown) => {
        loading.delete(key)
        throw error
      })
      loading.set(key, promise)
    }
    return promise
  }
}
