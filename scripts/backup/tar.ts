import { run } from './run'

// GNU tar, present on every Linux this site runs on: it streams archives of any size, keeps member
// names inside the folder it unpacks into and defers the links it extracts, so an archive cannot
// write outside that folder.

/** Packs `entries` (names at the top of `folder`, in this order) into the gzip-compressed `archive`. */
export const packFolder = (folder: string, entries: string[], archive: string) =>
  run('tar', ['--create', '--gzip', '--format=posix', '--file', archive, '--directory', folder, '--', ...entries])

/**
 * Unpacks the gzip-compressed `archive` into `folder`, after `gzip --test` read it whole: a changed
 * byte can end tar's stream early at what reads as the archive's end, and tar then stops (exit 0)
 * before gzip reaches the checksum that would have said so.
 */
export async function unpackArchive(archive: string, folder: string) {
  await run('gzip', ['--test', archive])
  await run('tar', ['--extract', '--gzip', '--file', archive, '--directory', folder, '--no-same-owner', '--no-same-permissions'])
}
