// Rules the server (server.mjs) applies before Next's handler that live with the rest of their
// feature in TypeScript under src/, which plain node cannot run: `npm run build` compiles each into
// one self-contained module under .next/server-modules/ with esbuild, as it compiles the operator's
// commands (scripts/commands.mjs). So a rule keeps one home and the server still answers without
// asking Next.
import path from 'node:path'

import { compileForNode } from './compileForNode.mjs'

/** Each compiled module's name and its source. */
export const SERVER_MODULES = {
  // the finder's address with noise in its query: a redirect to the address it means
  finderAddress: 'src/features/productFinder/finderAddress.ts',
}
export const SERVER_MODULES_DIR = '.next/server-modules'

/** The compiled module `name` as a file path (import it with pathToFileURL). @param {keyof typeof SERVER_MODULES} name */
export const serverModulePath = (name, root = process.cwd()) => path.join(root, SERVER_MODULES_DIR, `${name}.mjs`)

/**
 * Compiles every server module (into `outdir`, a folder under `root` by default); throws when one
 * imports a package (each must stand alone).
 */
export async function compileServerModules(root = process.cwd(), outdir = SERVER_MODULES_DIR) {
  const imported = await compileForNode(root, SERVER_MODULES, outdir)
  if (imported.length) throw new Error(`a server module imports ${imported.join(', ')}: it must stand alone (${outdir})`)
}
