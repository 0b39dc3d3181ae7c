// Rules the server (server.mjs) applies before Next's handler that live with the rest of their
// feature in TypeScript under src/ (listed in server/serverModuleFiles.mjs), which plain node cannot run: `npm run build` compiles each into
// one self-contained module under .next/server-modules/ with esbuild, as it compiles the operator's
// commands (scripts/commands.mjs). So a rule keeps one home and the server still answers without
// asking Next.
import { SERVER_MODULES, SERVER_MODULES_DIR } from '../server/serverModuleFiles.mjs'
import { compileForNode } from './compileForNode.mjs'

/**
 * Compiles every server module (into `outdir`, a folder under `root` by default); throws when one
 * imports a package (each must stand alone).
 */
export async function compileServerModules(root = process.cwd(), outdir = SERVER_MODULES_DIR) {
  const imported = await compileForNode(root, SERVER_MODULES, outdir)
  if (imported.length) throw new Error(`a server module imports ${imported.join(', ')}: it must stand alone (${outdir})`)
}
