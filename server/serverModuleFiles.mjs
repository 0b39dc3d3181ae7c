// The rules the server (server.mjs) applies before Next's handler that live with their feature in
// TypeScript under src/, and where the build puts each compiled (scripts/serverModules.mjs compiles
// them): the server reads this list at run time, the build at build time, neither the other's code.
import path from 'node:path'

/** Each compiled module's name and its source. */
export const SERVER_MODULES = {
  // the finder's address with noise in its query: a redirect to the address it means
  finderAddress: 'src/features/productFinder/finderAddress.ts',
}
export const SERVER_MODULES_DIR = '.next/server-modules'

/** The compiled module `name` as a file path (import it with pathToFileURL). @param {keyof typeof SERVER_MODULES} name */
export const serverModulePath = (name, root = process.cwd()) => path.join(root, SERVER_MODULES_DIR, `${name}.mjs`)
