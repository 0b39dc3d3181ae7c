// Next.js internals this site leans on (src/runtime/nextFileSystemCache.mjs, src/runtime/nextIncrementalCache.mjs).
// Next does not promise them: after an upgrade, these fail and name what moved, before a deploy
// leaves a single machine without a page cache or scheduled publishing without expiring pages.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { describe, expect, it } from 'vitest'

import { NextFileSystemCache } from '@/runtime/nextFileSystemCache.mjs'

const require = createRequire(import.meta.url)

describe("Next's internals the site uses", () => {
  it("Next's file-system cache is a cache handler (get, set, revalidateTag)", () => {
    expect(typeof NextFileSystemCache, 'next/dist/server/lib/incremental-cache/file-system-cache.js moved').toBe('function')
    for (const method of ['get', 'set', 'revalidateTag']) {
      expect(typeof NextFileSystemCache.prototype[method], `FileSystemCache.${method} is gone`).toBe('function')
    }
  })

  it('Next keeps its incremental cache on globalThis.__incrementalCache, with revalidateTag', () => {
    const baseServer = readFileSync(require.resolve('next/dist/server/base-server.js'), 'utf8')
    expect(baseServer, 'Next no longer sets globalThis.__incrementalCache').toMatch(/globalThis\.__incrementalCache\s*=/)
    const incrementalCache = require('next/dist/server/lib/incremental-cache/index.js').IncrementalCache
    expect(typeof incrementalCache?.prototype?.revalidateTag, 'IncrementalCache.revalidateTag is gone').toBe('function')
  })
})
