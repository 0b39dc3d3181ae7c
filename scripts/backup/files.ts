import { createHash } from 'node:crypto'
import { constants, createReadStream } from 'node:fs'
import { copyFile, lstat, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256')
  await pipeline(createReadStream(file), hash)
  return hash.digest('hex')
}

/**
 * Every regular file under `dir`, as paths relative to it with forward slashes. Anything else
 * (a link, a device) is refused: an archive made by backup holds none, and a link could point
 * a restore outside the data folder.
 */
export async function regularFilesUnder(dir: string): Promise<string[]> {
  const found: string[] = []
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(dir, relative), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    })
    for (const entry of entries) {
      const name = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(name)
      else if (entry.isFile()) found.push(name)
      else throw new Error(`${name} is neither a file nor a folder`)
    }
  }
  await walk('')
  return found.sort()
}

/** Copies the files of `from` into `to` (a clone where the file system can, so large uploads cost little). */
export async function copyTree(from: string, to: string): Promise<void> {
  for (const name of await regularFilesUnder(from)) {
    await mkdir(path.dirname(path.join(to, name)), { recursive: true })
    await copyFile(path.join(from, name), path.join(to, name), constants.COPYFILE_FICLONE)
  }
}

export async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  )
}
