import path from 'node:path'

import { dataDir, outboxDir, uploadDirs } from '../../src/lib/paths'

/**
 * Where each part of the data folder travels in an archive: the folders of stored files under
 * `files/` by their name in the data folder, the generated secret at the top.
 */
export const storedFolders = [...Object.values(uploadDirs), outboxDir].map((dir) => ({
  dir,
  inArchive: `files/${path.relative(dataDir, dir).split(path.sep).join('/')}`,
}))

export const SECRET_IN_ARCHIVE = 'secret.key'

export const databaseInArchive = (engine: 'sqlite' | 'postgres') => (engine === 'sqlite' ? 'database/site.db' : 'database/site.dump')

/** Where a file of the archive goes in the data folder; null for a name this site never writes. */
export function placeOf(name: string): string | null {
  for (const { dir, inArchive } of storedFolders)
    if (name.startsWith(`${inArchive}/`)) return path.join(dir, ...name.slice(inArchive.length + 1).split('/'))
  return null
}
