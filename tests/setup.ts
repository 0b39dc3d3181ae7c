import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { vi } from 'vitest'

/**
 * Each test file starts as if in a process of its own: its own data directory (a temporary SQLite
 * file and upload folders), the environment the process began with, and none of the state an earlier
 * file left. The files of one worker share a process (`isolate: false` in vitest.config.ts), so the
 * packages (Payload, Drizzle, Next) are loaded once per worker and not once per file; the project's
 * own modules are evaluated again for each file.
 */
const processHolder = globalThis as unknown as Record<string | symbol, unknown>
const FIRST_ENV = Symbol.for('tests.firstEnvironment')
const firstEnv = (processHolder[FIRST_ENV] ??= { ...process.env }) as NodeJS.ProcessEnv

for (const name of Object.keys(process.env)) if (!(name in firstEnv)) delete process.env[name]
Object.assign(process.env, firstEnv)
// what the site keeps on globalThis (its logger, metrics, sessions: src/lib/*.mjs)
for (const key of Reflect.ownKeys(processHolder)) {
  const name = typeof key === 'symbol' ? key.description : key
  if (name?.startsWith('site.') || name === '__incrementalCache') delete processHolder[key]
}
// Payload's instances by key: its module holds this Map itself, so it is emptied rather than replaced
;(processHolder._payload as Map<unknown, unknown> | undefined)?.clear()
vi.resetModules()

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'vitest-'))
process.env.PAYLOAD_SECRET ??= 'test-secret-not-for-production'
