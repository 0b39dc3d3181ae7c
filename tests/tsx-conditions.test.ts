/**
 * A TypeScript file runs from source one way only: `node scripts/tsx.mjs <file>`, which gives tsx
 * the `production` condition (that file says why: without it a run that loads the Payload config can
 * end with exit code 13 and not a word). No launcher runs tsx itself, so none can forget the flag.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PLAIN_BUILDS, sourceRun } from '../scripts/tsx.mjs'

const root = path.resolve(import.meta.dirname, '..')

/** The files that start TypeScript from source: npm scripts, shell scripts, commands, the bench, test helpers, the docs. */
const launchers = [
  'package.json',
  'scripts/scale-out-test.sh',
  'scripts/commands.mjs',
  'scripts/bench.ts',
  'e2e/editor-staff.ts',
  'tests/integration/backup.test.ts',
  'README.md',
  'docs/deploy.md',
]

/** tsx named as a program to run: `npx tsx`, `.bin/tsx`, `'tsx', [`, an npm script `"tsx …"`, `tsx <file>.ts`. */
const runsTsxItself = (text: string) => /\bnpx\s+tsx\b|\.bin\/tsx\b|['"]tsx['"]\s*,|":\s*"tsx\s|(?:^|[\s;&|(])tsx\s+\S+\.m?ts\b/m.test(text)

describe('running TypeScript from source', () => {
  it('goes through scripts/tsx.mjs in every launcher', () => {
    expect(launchers.filter((launcher) => runsTsxItself(readFileSync(path.join(root, launcher), 'utf8')))).toEqual([])
  })

  it('would see a launcher that runs tsx itself (the check can fail)', () => {
    for (const text of [
      '"generate:types": "tsx scripts/generate-types.ts"',
      "execFileSync('npx', ['tsx', '--conditions=production', 'e2e/editor-fixtures.ts'])",
      'step "${alone[@]}" npx tsx tests/scale-out/sqliteSite.ts',
      "const tsx = path.join(root, 'node_modules/.bin/tsx')",
    ])
      expect(runsTsxItself(text), text).toBe(true)
    expect(runsTsxItself('node scripts/tsx.mjs scripts/generate-types.ts')).toBe(false)
  })

  it('loads Lexical as its plain build', () => {
    const [command, args] = sourceRun('-e', [])
    const probe = spawnSync(
      command,
      [...args.slice(0, -1), '--eval', 'console.log(import.meta.resolve("lexical"))', '--input-type=module'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
    expect(PLAIN_BUILDS).toContain('--conditions=production')
    expect(probe.stdout).toMatch(/Lexical\.prod\.mjs/)
  })
})
