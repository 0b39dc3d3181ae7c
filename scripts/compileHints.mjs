// The scripts the site's pages run as they load are marked for V8's eager compilation (decision
// 056): a file that starts with the comment `//# allFunctionsCalledOnLoad` has all its functions
// compiled on a background thread while it downloads (Chrome 136 and later; other browsers read a
// comment). Without it V8 compiles each function on the main thread at its first call, and React's,
// the router's and the page's own functions are called in the page's first second.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { filesUnder } from './filesUnder.mjs'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** What each page loads is in the build's app folder; the admin's pages (the CMS, under `(payload)`) are left as built. */
const PAGES = 'server/app'
const ADMIN = '(payload)'
const MANIFEST = /_client-reference-manifest\.js$/

/**
 * The build's scripts that a page of the site loads and runs at once, relative to `.next`: Next's
 * `rootMainFiles` (React, the router, Turbopack's runtime), and each page's entry scripts (its
 * layouts' and its own client code), which Next lists in the page's client reference manifest;
 * not the admin's.
 * @param {string} root the project (or the bench's floor page) with a production build in `.next`
 * @returns {string[]}
 */
export function scriptsRunAtLoad(root) {
  const next = path.join(root, '.next')
  const buildManifest = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8'))
  const files = new Set(/** @type {string[]} */ (buildManifest.rootMainFiles ?? []))
  // the pages' client reference manifests, not the admin's
  const manifests = filesUnder(next, PAGES, { keep: (file) => MANIFEST.test(file), enter: (name) => name !== ADMIN })
  for (const manifest of manifests.map((file) => path.join(next, file))) {
    // the manifest is a script that sets globalThis.__RSC_MANIFEST[page]; it is the build's own output
    const context = vm.createContext({})
    vm.runInContext(`globalThis.__RSC_MANIFEST = {};\n${readFileSync(manifest, 'utf8')}`, context)
    for (const page of Object.values(/** @type {Record<string, { entryJSFiles?: Record<string, string[]> }>} */ (context.__RSC_MANIFEST)))
      for (const entry of Object.values(page.entryJSFiles ?? {})) for (const file of entry) files.add(file)
  }
  return [...files].filter((file) => file.endsWith('.js')).sort()
}

/**
 * Puts the hint at the top of each of `scriptsRunAtLoad`; a file that has it already is left as it
 * is, so a second run over the same build changes nothing. The files keep their names: a name is
 * Turbopack's hash of the file without the hint, and the same file always gets the same hint.
 * @param {string} [root]
 * @returns {string[]} the files marked by this run
 */
export function markScriptsRunAtLoad(root = process.cwd()) {
  const marked = []
  for (const file of scriptsRunAtLoad(root)) {
    const full = path.join(root, '.next', file)
    const source = readFileSync(full, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(full, COMPILE_HINT + source)
    marked.push(file)
  }
  return marked
}
