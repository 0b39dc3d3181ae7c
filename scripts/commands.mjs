// The operator's commands (`prepare-db`, which `npm start` runs before the server, `backup`,
// `restore`, `move-data`) are TypeScript, which plain node 20 cannot run. `npm run build` compiles each into one
// file under .next/commands/ with esbuild, its packages left to node_modules, so that a machine
// installed with `npm ci --omit=dev` runs them once built; a checkout whose build is missing or
// older than its source runs them from source through tsx (a development dependency).
import { spawnSync } from 'node:child_process'
import { builtinModules } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { buildIsCurrent } from './buildFingerprint.mjs'
import { compileForNode } from './compileForNode.mjs'
import { PLAIN_BUILDS, sourceRun } from './tsx.mjs'

export const COMMANDS = ['prepare-db', 'backup', 'restore', 'move-data']
const OUT_DIR = '.next/commands'

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. @param {string} specifier */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/**
 * The packages a compiled command imports that `npm ci --omit=dev` would not install.
 * @param {string[]} specifiers @param {string} root @returns {string[]}
 */
export function developmentOnly(specifiers, root = process.cwd()) {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  const builtins = new Set(builtinModules)
  return [...new Set(specifiers.filter((s) => !s.startsWith('node:') && !builtins.has(s)).map(packageOf))].filter((name) => {
    const installed = lock.packages?.[`node_modules/${name}`]
    return !installed || installed.dev === true
  })
}

/**
 * How node, not a bundler, finds the packages. Node's ESM loader finds `next/cache` only as `next/cache.js` in a package without an `exports`
 * map (tsx and bundlers guess the extension): name the file.
 * @param {string} root @returns {import('esbuild').Plugin}
 */
const serverPackages = (root) => ({
  name: 'server-packages',
  setup(build) {
    // the commands run on the server: `server-only` is the empty module there, as in Next's server build
    // (esbuild lifts a lazily imported package's import to the top, where the browser's version would throw)
    build.onResolve({ filter: /^server-only$/ }, () => ({ path: path.join(root, 'node_modules/server-only/empty.js') }))
    build.onResolve({ filter: /^(@[^/]+\/)?[^./@][^/]*\/.+/ }, ({ path: specifier }) => {
      if (path.extname(specifier)) return undefined
      const manifest = path.join(root, 'node_modules', packageOf(specifier), 'package.json')
      if (!existsSync(manifest) || JSON.parse(readFileSync(manifest, 'utf8')).exports) return undefined
      return existsSync(path.join(root, 'node_modules', `${specifier}.js`)) ? { path: `${specifier}.js`, external: true } : undefined
    })
  },
})

/** Compiles every command into .next/commands; throws when one needs a development dependency. */
export async function compileCommands(root = process.cwd()) {
  const entryPoints = Object.fromEntries(COMMANDS.map((name) => [name, `scripts/${name}.ts`]))
  const missing = developmentOnly(await compileForNode(root, entryPoints, OUT_DIR, [serverPackages(root)]), root)
  if (missing.length) {
    throw new Error(`the operator's commands import development dependencies (${missing.join(', ')}): make them dependencies`)
  }
}

/**
 * Runs a command with `args`: the compiled one when the build is of this source, else from source.
 * @param {string} name @param {string[]} args @param {NodeJS.ProcessEnv} [env] @returns {number} its exit status
 */
export function runCommand(name, args, env = process.env) {
  const compiled = path.join(OUT_DIR, `${name}.mjs`)
  // PLAIN_BUILDS: Lexical's plain builds, without the top-level awaits that deadlock on Node 20
  // (scripts/tsx.mjs says why); Next's build never loads them that way.
  const [cmd, cmdArgs] =
    existsSync(compiled) && buildIsCurrent() ? ['node', [...PLAIN_BUILDS, compiled, ...args]] : sourceRun(`scripts/${name}.ts`, args)
  return spawnSync(cmd, cmdArgs, { stdio: 'inherit', env }).status ?? 1
}

// `node scripts/commands.mjs backup --keep 3` (the npm scripts)
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, ...args] = process.argv.slice(2)
  if (!name || !COMMANDS.includes(name)) {
    console.error(`usage: node scripts/commands.mjs <${COMMANDS.join('|')}> [arguments]`)
    process.exit(2)
  }
  process.exit(runCommand(name, args))
}
