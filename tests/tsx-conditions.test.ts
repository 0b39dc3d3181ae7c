/**
 * Every place that runs a TypeScript file through tsx and that file loads the Payload config asks for
 * the `production` condition, as the compiled commands do (scripts/commands.mjs says why): without
 * it Lexical's `node` builds are loaded, whose top-level awaits deadlock now and then on Node 20 and
 * end the process with exit code 13 and not a word (the scale-out test's SQLite site died so in CI).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

/** The files that start tsx: npm scripts, shell scripts, the operator's commands and the test helpers. */
const launchers = [
  'package.json',
  'scripts/scale-out-test.sh',
  'scripts/commands.mjs',
  'scripts/bench.ts',
  'e2e/editor-staff.ts',
  'README.md',
]

/** Each `tsx … <file>.ts` in a text: the flags between tsx and the file, and the file. */
export function tsxRuns(text: string): { flags: string; file: string }[] {
  const runs: { flags: string; file: string }[] = []
  for (const match of text.matchAll(/\btsx\b((?:['"]?,?\s*['"]?--[\w=-]+)*)['"]?,?\s*['"`]?((?:scripts|tests|e2e|src)\/[\w./-]+\.ts)/g)) {
    runs.push({ flags: match[1], file: match[2] })
  }
  return runs
}

const loadsPayloadConfig = (file: string) => /payload\.config['"]/.test(readFileSync(path.join(root, file), 'utf8'))

describe('tsx runs of files that load the Payload config', () => {
  it('all ask for the production condition', () => {
    const runs = launchers.flatMap((launcher) =>
      tsxRuns(readFileSync(path.join(root, launcher), 'utf8')).map((run) => ({ launcher, ...run })),
    )
    const configRuns = runs.filter((run) => !run.file.includes('${') && loadsPayloadConfig(run.file))
    // the scale-out test's SQLite site, the e2e fixtures, prepare-db in the bench, the type generator
    expect(configRuns.length).toBeGreaterThanOrEqual(4)
    expect(configRuns.filter((run) => !run.flags.includes('--conditions=production'))).toEqual([])
  })

  it('finds a run without it (the check can fail)', () => {
    expect(tsxRuns(`"generate:types": "tsx scripts/generate-types.ts"`)).toEqual([{ flags: '', file: 'scripts/generate-types.ts' }])
    expect(tsxRuns(`execFileSync('npx', ['tsx', '--conditions=production', 'e2e/editor-fixtures.ts']`)).toEqual([
      { flags: `', '--conditions=production`, file: 'e2e/editor-fixtures.ts' },
    ])
  })
})
