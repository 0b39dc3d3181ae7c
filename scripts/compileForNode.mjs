// esbuild as the build runs it for what plain node runs beside Next's output: the operator's
// commands (scripts/commands.mjs) and the server's rules from src/ (scripts/serverModules.mjs).

/**
 * Compiles `entryPoints` (name: source) into one ES module each under `outdir`, for plain node 20,
 * with the packages they import left to node_modules; returns those packages' specifiers.
 * @param {string} root @param {Record<string, string>} entryPoints @param {string} outdir
 * @param {import('esbuild').Plugin[]} [plugins] @returns {Promise<string[]>}
 */
export async function compileForNode(root, entryPoints, outdir, plugins = []) {
  const { build } = await import('esbuild')
  const result = await build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    metafile: true,
    logLevel: 'warning',
    plugins,
  })
  return Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external).map((i) => i.path))
}
