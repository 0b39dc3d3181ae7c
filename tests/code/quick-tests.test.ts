import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// `npm run test:quick` runs the tests under src/ only, so a test there must not boot Payload or a
// database: those live in tests/ and run with the whole suite.
const root = path.resolve(__dirname, '../..')
const BOOTS_PAYLOAD = /tests\/support\/payload|support\/payload'|@\/lib\/payload\.server|\bgetPayload\(/

function testsUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))
}

describe('the quick tests', () => {
  it('boot no Payload: every test under src/ runs without a database', () => {
    const booting = testsUnder('src').filter((file) => BOOTS_PAYLOAD.test(readFileSync(path.join(root, file), 'utf8')))
    expect(booting).toEqual([])
  })
})
