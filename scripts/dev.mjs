#!/usr/bin/env node
// `npm run dev`: Next's development server on a data folder of its own (DEV_DATA_DIR, default
// data/dev), migrated and seeded first, so a fresh clone shows the seeded site and the database that
// `npm start` serves (data/site.db, or DATABASE_URL from .env) is never opened. Schema changes go
// through migrations here too (`PAYLOAD_PUSH=true npm run dev` pushes them into the dev database
// instead, which then needs deleting before its next migration).
import path from 'node:path'
import { spawn } from 'node:child_process'

// set before the settings and .env are read: the environment wins over .env, so a DATABASE_URL
// written there for production never reaches the development server
const dataDir = path.resolve(process.env.DEV_DATA_DIR || 'data/dev')
process.env.DATA_DIR = dataDir
process.env.DATABASE_URL = `file:${path.join(dataDir, 'site.db')}`
process.env.PAYLOAD_PUSH ??= 'false'

await import('./loadSettings.mjs')
const { runCommand } = await import('./commands.mjs')

const prepared = runCommand('prepare-db', [], process.env)
if (prepared !== 0) process.exit(prepared)

const server = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
