// The files under a folder, for the build's steps that read the checkout or the build
// (scripts/buildFingerprint.mjs, scripts/compileHints.mjs). Written out rather than readdirSync's
// `recursive`, whose entries name their folder (`parentPath`) only from Node 20.12 on.
import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * @param {string} root
 * @param {string} folder relative to `root`
 * @param {{ keep?: (relative: string) => boolean, enter?: (name: string) => boolean }} [choose]
 *   `keep`: whether a file is wanted (its path relative to `root`, with `/`); `enter`: whether a folder is read
 * @returns {string[]} the files kept, relative to `root` (with the platform's separator)
 */
export function filesUnder(root, folder, { keep = () => true, enter = () => true } = {}) {
  const found = []
  const stack = [folder]
  while (stack.length) {
    const current = /** @type {string} */ (stack.pop())
    for (const child of readdirSync(path.join(root, current), { withFileTypes: true })) {
      const relative = path.join(current, child.name)
      if (child.isDirectory() && enter(child.name)) stack.push(relative)
      else if (child.isFile() && keep(relative.split(path.sep).join('/'))) found.push(relative)
    }
  }
  return found
}
