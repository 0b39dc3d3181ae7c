import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import { uploadTempDir } from '@/lib/paths'

// An upload being received is written to a `.part` file in the instance's temporary folder until it
// is checked and stored; the receiver names it, the sweep job removes those a crash left behind.

const PART = '.part'

/** A fresh name for a part file in `dir` (the temporary folder unless a test gives another). */
export const newPartPath = (dir = uploadTempDir): string => path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}${PART}`)

/** Removes part files older than `maxAgeMs` that a crash left in `dir`. */
export async function removeStaleParts(maxAgeMs: number, dir = uploadTempDir): Promise<void> {
  const names = await readdir(dir).catch(() => [])
  for (const name of names.filter((entry) => entry.endsWith(PART))) {
    const file = path.join(dir, name)
    const stats = await stat(file).catch(() => null)
    if (stats && Date.now() - stats.mtimeMs > maxAgeMs) await rm(file, { force: true })
  }
}
