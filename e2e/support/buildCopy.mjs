// `node e2e/support/buildCopy.mjs <folder>…`: the folders the browser-test servers run in (see
// e2e/support/servers.ts). The project's files are linked, the production build in .next is copied
// without its cache: Next keeps its rendered pages and cached data under .next, so two servers on
// one .next would serve each other's pages, rendered from each other's database (and the scale-out
// test's instances, which run on the project's own .next at the same time, theirs).
// The servers made by one call share one folder of optimised images (.next/cache/images): an image
// is the same file from either database (the same seed, the same address), and encoding each one
// to AVIF again for the second server was a tenth of the browser tests' CPU. Next writes an entry
// as a file of its own and reads a missing or empty one as not yet made.
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import path from 'node:path'

const root = process.cwd()
const targets = process.argv.slice(2).map((folder) => path.resolve(folder))
if (targets.length === 0 || targets.includes(root)) throw new Error('usage: node e2e/support/buildCopy.mjs <folder>…')

const ownFiles = /^(\.next|\.git|\.e2e-.*|data|backups|test-results|playwright-report)$/
const cache = path.join(root, '.next', 'cache')

const sharedImages = path.join(targets[0], '.next', 'cache', 'images')

for (const target of targets) {
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  for (const name of readdirSync(root)) {
    if (!ownFiles.test(name)) symlinkSync(path.join(root, name), path.join(target, name))
  }
  cpSync(path.join(root, '.next'), path.join(target, '.next'), { recursive: true, filter: (source) => source !== cache })
  mkdirSync(path.join(target, '.next', 'cache'))
  if (target === targets[0]) mkdirSync(sharedImages)
  else symlinkSync(sharedImages, path.join(target, '.next', 'cache', 'images'))
}
