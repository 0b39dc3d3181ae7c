import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { generateImportMap } from 'payload'
import { expect, it } from 'vitest'

const committed = path.resolve(import.meta.dirname, '../../src/app/(payload)/admin/importMap.js')

// A component the config names but the committed import map lacks renders the admin as a blank
// page, with only a server log line (it happened when two branches each regenerated the map).
it('the committed import map lists every admin component the config uses', async () => {
  const resolved = await config
  const dir = await mkdtemp(path.join(tmpdir(), 'import-map-'))
  const importMapFile = path.join(dir, 'importMap.js')
  try {
    await generateImportMap(
      { ...resolved, admin: { ...resolved.admin, importMap: { ...resolved.admin.importMap, importMapFile } } },
      { force: true, log: false },
    )
    expect(await readFile(committed, 'utf8')).toBe(await readFile(importMapFile, 'utf8'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
