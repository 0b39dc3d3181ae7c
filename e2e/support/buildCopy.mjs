// `node e2e/support/buildCopy.mjs <folder>…`: the folders the browser-test servers run in (see
// e2e/support/servers.ts). The project's files are linked, the production build in .next is copied
// without its cache: Next keeps its rendered pages and cached data under .next, so two servers on
// one .next would serve each other's pages, rendered from each other's database (and the scale-out
// test's instances, which run on the project's own .next at the same time, theirs).
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'

const root = process.cwd()
const targets = process.argv.slice(2).map((folder) => path.resolve(folder))
if (targets.length === 0 || targets.includes(root)) throw new Error('usage: node e2e/support/buildCopy.mjs <folder>…')

const ownFiles = /^(\.next|\.git|\.e2e-.*|data|backups|test-results|playwright-report)$/
const cache = path.join(root, '.next', 'cache')

for (const target of targets) {
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  for (const name of readdirSync(root)) {
    if (!ownFiles.test(name)) symlinkSync(path.join(root, name), path.join(target, name))
  }
  cpSync(path.join(root, '.next'), path.join(target, '.next'), { recursive: true, filter: (source) => source !== cache })
  mkdirSync(path.join(target, '.next', 'cache'))
}
