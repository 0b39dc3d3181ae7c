// `node e2e/support/prepareData.mjs <workers>`: the browser-test servers' data folders, made before
// Playwright starts them (npm test runs this beside the scale-out test, whose first minute is spent
// starting its services). The first folder is migrated and seeded as `npm start` does it, through
// the command run from a copy of the build (node e2e/support/buildCopy.mjs); the others are copies
// of it, since seeding the same content twice gives the same database. The editor tests' accounts and
// enquiries (e2e/editor-fixtures.ts) are written into the first folder before it is copied, once
// rather than by every worker of every project. Each server's own start (playwright.config.ts) runs
// prepare-db again, which finds the work done.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import path from 'node:path'

import { sourceRun } from '../../scripts/tsx.mjs'

const workers = Math.max(1, Number(process.argv[2] ?? 2))
const root = process.cwd()
const dataDir = (index) => path.join(root, index === 0 ? '.e2e-data' : `.e2e-data-${index}`)
const firstServer = path.join(root, '.e2e-server-0')
if (!existsSync(firstServer)) throw new Error('run node e2e/support/buildCopy.mjs first')

const prepared = spawnSync(process.execPath, [path.join(root, 'scripts/commands.mjs'), 'prepare-db'], {
  cwd: firstServer,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir(0), NODE_ENV: 'production', SMS_PROVIDER: 'outbox' },
})
if (prepared.status !== 0) process.exit(prepared.status ?? 1)

const [command, args] = sourceRun('e2e/editor-fixtures.ts')
const fixtures = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir(0), NODE_ENV: 'production' },
})
if (fixtures.status !== 0) process.exit(fixtures.status ?? 1)

for (let index = 1; index < workers; index++) {
  cpSync(dataDir(0), dataDir(index), { recursive: true, filter: (source) => !source.endsWith('prepare-db.lock') })
}
