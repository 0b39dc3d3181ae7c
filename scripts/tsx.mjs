#!/usr/bin/env node
// `node scripts/tsx.mjs <file.ts> [arguments]`: the project's one way to run a TypeScript file from
// source (the operator's commands before a build, the type generator, the bench, the scale-out test,
// the browser tests' fixtures). It runs tsx with the `production` condition, which the compiled
// commands get too (PLAIN_BUILDS, scripts/commands.mjs): Lexical's packages (the rich-text editor that Payload's
// config loads) then resolve to their plain builds. Their `node` builds pick one with a top-level
// await, and on Node 20 those awaits deadlock among themselves now and then: the process ends with
// exit code 13 ("unsettled top-level await") and not a word (the scale-out test's SQLite site died
// so in CI). Callers name no flag; tests/operations/tsx-conditions.test.ts checks that none runs tsx itself.
import { spawnSync } from 'node:child_process'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** The node flags of every run that loads the Payload config, from source or compiled (scripts/commands.mjs). */
export const PLAIN_BUILDS = ['--conditions=production']

/**
 * The command and arguments that run `file` from source with `args`: this node with tsx's own
 * command line (found when asked: a machine with production dependencies only has no tsx).
 * @param {string} file @param {string[]} [args] @returns {[string, string[]]}
 */
export const sourceRun = (file, args = []) => [
  process.execPath,
  [fileURLToPath(import.meta.resolve('tsx/cli')), ...PLAIN_BUILDS, file, ...args],
]

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, ...args] = process.argv.slice(2)
  if (!file) {
    console.error('usage: node scripts/tsx.mjs <file.ts> [arguments]')
    process.exit(2)
  }
  const [command, commandArgs] = sourceRun(file, args)
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' })
  process.exit(result.status ?? 1)
}
