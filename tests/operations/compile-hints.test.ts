import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { COMPILE_HINT, markScriptsRunAtLoad, scriptsRunAtLoad } from '../../scripts/compileHints.mjs'

/** A page's client reference manifest as Next writes it: a script that names the page's entry scripts. */
const clientManifest = (page: string, entryJSFiles: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(page)}] = ${JSON.stringify({
    moduleLoading: { prefix: '' },
    clientModules: {},
    entryJSFiles,
  })};\n`

/**
 * A production build as Next writes it: the root's main files in the build manifest, a page of the
 * site and a page of the admin with their entry scripts, and a script no page loads at once.
 */
function build() {
  const root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
  mkdirSync(path.join(root, '.next/static/chunks'), { recursive: true })
  const files = {
    'static/chunks/react.js': '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,()=>{}]);\n',
    'static/chunks/turbopack-runtime.js': '(()=>{})();\n',
    'static/chunks/layout.js': '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([2,()=>{}]);\n',
    'static/chunks/home.js': '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([3,()=>{}]);\n',
    'static/chunks/admin.js': '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([4,()=>{}]);\n',
    'static/chunks/loaded-later.js': '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([5,()=>{}]);\n',
    'static/chunks/styles.css': 'body{margin:0}\n',
  }
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, '.next', file), text)
  writeFileSync(
    path.join(root, '.next/build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'],
    }),
  )
  const home = path.join(root, '.next/server/app/[locale]/home')
  mkdirSync(home, { recursive: true })
  writeFileSync(
    path.join(home, 'page_client-reference-manifest.js'),
    clientManifest('/[locale]/home/page', {
      '[project]/src/app/[locale]/layout': ['static/chunks/layout.js', 'static/chunks/styles.css'],
      '[project]/src/app/[locale]/home/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
    }),
  )
  const admin = path.join(root, '.next/server/app/(payload)/admin/[[...segments]]')
  mkdirSync(admin, { recursive: true })
  writeFileSync(
    path.join(admin, 'page_client-reference-manifest.js'),
    clientManifest('/(payload)/admin/[[...segments]]/page', { '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'] }),
  )
  const read = (file: keyof typeof files) => readFileSync(path.join(root, '.next', file), 'utf8')
  return { root, files, read }
}

describe('the scripts every page runs at load, marked for eager compilation (npm run build)', () => {
  it("puts the hint on the first line of the root's main scripts and the site's pages' entry scripts, and only there", () => {
    const { root, files, read } = build()
    const atLoad = [
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/react.js',
      'static/chunks/turbopack-runtime.js',
    ] as const
    expect(scriptsRunAtLoad(root)).toEqual(atLoad)
    expect(markScriptsRunAtLoad(root)).toEqual(atLoad)
    for (const file of atLoad) expect(read(file), file).toBe(COMPILE_HINT + files[file])
    // the admin's scripts, a script loaded later and a stylesheet among a page's entries stay as built
    for (const file of ['static/chunks/admin.js', 'static/chunks/loaded-later.js', 'static/chunks/styles.css'] as const)
      expect(read(file), file).toBe(files[file])
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })

  it('changes nothing when run again over the same build (npm start after npm run build, the bench before each start)', () => {
    const { root, files, read } = build()
    markScriptsRunAtLoad(root)
    expect(markScriptsRunAtLoad(root)).toEqual([])
    expect(read('static/chunks/react.js')).toBe(COMPILE_HINT + files['static/chunks/react.js'])
  })
})
