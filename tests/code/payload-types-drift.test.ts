import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { generateTypes } from 'payload/node'
import { expect, it } from 'vitest'

const committed = path.resolve(import.meta.dirname, '../../src/payload-types.ts')

// The code reads stored records through these types: a field added to a collection without
// `npm run generate:types` would type-check against the old shape and fail only at run time.
it('the committed payload-types.ts is what the config generates', async () => {
  const resolved = await config
  const dir = await mkdtemp(path.join(tmpdir(), 'payload-types-'))
  const outputFile = path.join(dir, 'payload-types.ts')
  try {
    await generateTypes({ ...resolved, typescript: { ...resolved.typescript, outputFile } }, { log: false })
    expect(await readFile(committed, 'utf8')).toBe(await readFile(outputFile, 'utf8'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}, 120_000)
