import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Each test process gets its own data directory: a temporary SQLite file and upload folders.
if (!process.env.DATA_DIR?.includes('vitest-')) {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'vitest-'))
}
process.env.PAYLOAD_SECRET ??= 'test-secret-not-for-production'
