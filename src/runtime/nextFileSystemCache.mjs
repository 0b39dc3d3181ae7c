// The only module that imports Next's file-system cache, an internal Next does not promise to keep:
// tests/server/next-internals.test.ts checks it against the installed Next and fails, naming it, when an
// upgrade moves or reshapes it.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/** Next's own file-system cache handler: the cache of a single machine, when no Redis is set. */
export const NextFileSystemCache = FileSystemCache.default ?? FileSystemCache
