// What a production build was made from: a hash of the files `next build` reads (the application's
// source, its configuration and the locked dependencies). `npm run build` records it beside the
// build; `npm start` builds again when the source no longer matches, so `git pull && npm start`
// never serves the previous build against new code and new migrations.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { filesUnder } from './filesUnder.mjs'

// scripts: the operator's commands are compiled into the build (scripts/commands.mjs)
const SOURCES = [
  'src',
  'public',
  'scripts',
  // which of src/'s rules the build compiles for the server (scripts/serverModules.mjs)
  'server/serverModuleFiles.mjs',
  'next.config.ts',
  'cache-handler.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
]
const RECORD = '.next/SOURCE_FINGERPRINT'
/** Tests beside the code, and the shell and Python helpers among the scripts, are not part of a build. */
const notBuilt = /\.test\.[cm]?[jt]sx?$|\.(sh|py)$/
/** Nor is the bench (`npm run bench`), which measures a build and is never compiled into one. */
const notBuiltPath = /^scripts\/bench(?:\.ts$|\/)/

/** @param {string} relative a file of the checkout, with `/` */
const isBuilt = (relative) => !notBuilt.test(path.posix.basename(relative)) && !notBuiltPath.test(relative)

/** @param {string} [root] @returns {string} */
export function sourceFingerprint(root = process.cwd()) {
  const hash = createHash('sha256')
  const files = SOURCES.flatMap((entry) => {
    const stats = statSync(path.join(root, entry), { throwIfNoEntry: false })
    return stats?.isDirectory() ? filesUnder(root, entry, { keep: isBuilt }) : stats ? [entry] : []
  })
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`)
    hash.update(readFileSync(path.join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

/** Whether `.next` holds a build of the current source. @param {string} [root] */
export function buildIsCurrent(root = process.cwd()) {
  if (!existsSync(path.join(root, '.next/BUILD_ID'))) return false
  const recorded = existsSync(path.join(root, RECORD)) ? readFileSync(path.join(root, RECORD), 'utf8').trim() : ''
  return recorded === sourceFingerprint(root)
}

/** Records that `.next` was built from `fingerprint` (taken before the build started). @param {string} fingerprint @param {string} [root] */
export function recordBuild(fingerprint, root = process.cwd()) {
  writeFileSync(path.join(root, RECORD), `${fingerprint}\n`)
}
