// `npm run build` (and `npm start` when the build is missing or older than the source): a
// production build that starts with no data cached by the previous build, the operator's commands
// and the server's rules from src/ compiled beside it (scripts/commands.mjs, scripts/serverModules.mjs), nginx's cache rules written from the site map
// (scripts/nginxCacheRules.mjs), the scripts every page runs at load marked for eager compilation
// (scripts/compileHints.mjs), and a record of the source it was built from (scripts/buildFingerprint.mjs).
// Next keeps its data cache (.next/cache/fetch-cache) from one build to the next, keyed by the
// cached function's text and arguments: after a release that added fields to the site settings,
// the new pages read the old settings from it and failed until an editor saved them again.
import { spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { recordBuild, sourceFingerprint } from './buildFingerprint.mjs'
import { compileCommands } from './commands.mjs'
import { markScriptsRunAtLoad } from './compileHints.mjs'
import { compileServerModules } from './serverModules.mjs'
import { writeNginxCacheRules } from './nginxCacheRules.mjs'

/**
 * Whether Turbopack keeps what it compiled for the next build (.next/cache/turbopack; next.config.ts
 * reads BUILD_CACHE): a build after a small change then compiled in 46 s here instead of 2.2 min.
 * Writing it from nothing costs a minute of a first build, which CI (building once from a fresh
 * clone) does not spend, nor `npm start` (`onlyToKeep`) when there is no cache yet to keep up to date.
 * @param {string} root @param {boolean} onlyToKeep
 */
const keepsCache = (root, onlyToKeep) => !process.env.CI && (!onlyToKeep || existsSync(path.join(root, '.next/cache/turbopack')))

/**
 * Builds the site in `root`; exits the process with the build's status when it fails.
 * @param {string} [root]
 * @param {{ cacheOnlyToKeep?: boolean }} [options] `cacheOnlyToKeep`: write Turbopack's cache only when one exists
 */
export async function buildSite(root = process.cwd(), { cacheOnlyToKeep = false } = {}) {
  await writeNginxCacheRules(root)
  const fingerprint = sourceFingerprint(root)
  rmSync(path.join(root, '.next/cache/fetch-cache'), { recursive: true, force: true })
  const result = spawnSync('npx', ['next', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { BUILD_CACHE: keepsCache(root, cacheOnlyToKeep) ? '1' : '0', ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
  markScriptsRunAtLoad(root)
  await compileCommands(root)
  await compileServerModules(root)
  recordBuild(fingerprint, root)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildSite()
