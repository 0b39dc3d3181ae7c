#!/usr/bin/env node
// `npm start`: check the settings, build when there is no build of this source, migrate and seed the database, then serve.
import './loadSettings.mjs'

import { spawn } from 'node:child_process'

import { serverEnv, serverNodeFlags } from '../server/nodeFlags.mjs'
import { buildSite } from './build.mjs'
import { buildIsCurrent } from './buildFingerprint.mjs'
import { runCommand } from './commands.mjs'

// no build, or a build of other source (after `git pull`): build what is here now, without Next's
// type check (a minute here): the types are checked where the code changes, by `npm test` and
// `npm run test:quick`, and `npm run build` alone still checks them
if (!buildIsCurrent()) {
  process.env.BUILD_TYPECHECK ??= 'false'
  // Turbopack's cache of the build, used and kept up to date when there is one (`npm run build`
  // starts it); a first build from a fresh clone skips writing it, a minute of its wait
  await buildSite(process.cwd(), { cacheOnlyToKeep: true })
}
// compiled by the build: runs with production dependencies only
const prepared = runCommand('prepare-db', [], { ...process.env, NODE_ENV: 'production' })
if (prepared !== 0) process.exit(prepared)

const server = spawn('node', [...serverNodeFlags, 'server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, ...serverEnv, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
