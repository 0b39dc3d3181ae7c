/**
 * A lazy import (code fetched on first use rather than with the page) that is fetched once and
 * shared by every caller; a failed fetch (a flaky network, a deploy since the page was opened) is
 * forgotten, so the next call tries again.
 */
export function retryableImport<Args extends unknown[], Module>(
  load: (...args: Args) => Promise<Module>,
): (...args: Args) => Promise<Module> {
  let loading: Promise<Module> | undefined
  return (...args) =>
    (loading ??= load(...args).catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
