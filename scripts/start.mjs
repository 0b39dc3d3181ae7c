#!/usr/bin/env node
// `npm start`: check the settings, build when there is no build of this source, migrate and seed the database, then serve.
import './loadSettings.mjs'

import { spawnSync, spawn } from 'node:child_process'

import { serverEnv, serverNodeFlags } from '../server/nodeFlags.mjs'
import { buildSite } from './build.mjs'
import { buildIsCurrent } from './buildFingerprint.mjs'

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// no build, or a build of other source (after `git pull`): build what is here now
if (!buildIsCurrent()) buildSite()
run('npx', ['tsx', 'scripts/prepare-db.ts'])

const server = spawn('node', [...serverNodeFlags, 'server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, ...serverEnv, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
