/**
 * A TypeScript file runs from source one way only: `node scripts/tsx.mjs <file>`, which gives tsx
 * the `production` condition (that file says why: without it a run that loads the Payload config can
 * end with exit code 13 and not a word). No launcher runs tsx itself, so none can forget the flag.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { PLAIN_BUILDS, sourceRun } from '../../scripts/tsx.mjs'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Every file that could start TypeScript from source, found by walking the project's files (the
 * top-level ones and every folder but dependencies, builds and data), so a new one cannot be missed:
 * npm scripts, shell scripts, commands, the bench, test helpers and tests, CI, the docs. The one
 * launcher that may run tsx itself, and this test (its examples), stand aside.
 */
const launchers = () =>
  readdirSync(root, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isFile()
        ? [entry.name]
        : entry.isDirectory() && !notSource.has(entry.name) && !entry.name.startsWith('.e2e-')
          ? readdirSync(path.join(root, entry.name), { recursive: true, encoding: 'utf8' }).map((file) => path.join(entry.name, file))
          : [],
    )
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) =>
        /\.(?:[cm]?[jt]sx?|sh|json|md)$|^(?:scripts|\.ci)\/[^./]+$/.test(file) &&
        statSync(path.join(root, file), { throwIfNoEntry: false })?.isFile(),
    )
    .filter((file) => !['scripts/tsx.mjs', 'tests/operations/tsx-conditions.test.ts', 'package-lock.json'].includes(file))
// and the browser tests' data folders and build copies (.e2e-*)
const notSource = new Set(['node_modules', '.git', '.next', 'test-results', 'playwright-report', 'data', 'media'])

/**
 * tsx named as a program to run: `npx tsx`, `.bin/tsx`, `'tsx', ['--flag'` or `'tsx', 'file.ts'`, an
 * npm script `"tsx …"`, `tsx <file>.ts`. (Naming the package, as in `['tsx', 'vitest/config']`, is no run.)
 */
const runsTsxItself = (text: string) =>
  /\bnpx\s+tsx\b|\.bin\/tsx\b|['"]tsx['"]\s*,\s*['"](?:-|[^'"]+\.m?ts['"])|":\s*"tsx\s|(?:^|[\s;&|(])tsx\s+\S+\.m?ts\b/m.test(text)

describe('running TypeScript from source', () => {
  it('goes through scripts/tsx.mjs in every launcher', () => {
    const files = launchers()
    // the walk sees the launchers it must (a walk that found nothing would pass)
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'scripts/scale-out-test.sh',
        'scripts/bench.ts',
        'README.md',
        '.ci/run',
        'tests/operations/settings.test.ts',
      ]),
    )
    expect(files.filter((file) => runsTsxItself(readFileSync(path.join(root, file), 'utf8')))).toEqual([])
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
    expect(runsTsxItself("developmentOnly(['tsx', 'vitest/config', 'pg'])")).toBe(false)
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
