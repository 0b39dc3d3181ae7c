import { readdir, rm } from 'node:fs/promises'
import path from 'node:path'

/** `site-20250301T020000.123Z.tar.gz`: the UTC time it was taken; names sort by age. */
export const archiveName = (at: Date) => `site-${at.toISOString().replace(/[-:]/g, '')}.tar.gz`

const ARCHIVE = /^site-\d{8}T\d{6}\.\d{3}Z\.tar\.gz$/

/** A backup under way writes `.<archive>.<pid>.staging/` and `.<archive>.<pid>.partial`, never the archive's own name. */
export const workNames = (archive: string) => ({
  staging: `.${archive}.${process.pid}.staging`,
  partial: `.${archive}.${process.pid}.partial`,
})

const WORK = /^\.site-.+\.tar\.gz\.(\d+)\.(?:staging|partial)$/

function isRunning(pid: number): boolean {
  try {
    return process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Removes what interrupted backups left behind (their process is gone); a backup still running keeps its own. */
export async function removeLeftovers(dir: string): Promise<string[]> {
  const left = (await readdir(dir)).filter((name) => {
    const pid = Number(WORK.exec(name)?.[1] ?? 0)
    return pid > 0 && pid !== process.pid && !isRunning(pid)
  })
  await Promise.all(left.map((name) => rm(path.join(dir, name), { recursive: true, force: true })))
  return left
}

/** Keeps the `keep` newest archives (0 keeps all); returns the names removed. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  if (keep <= 0) return []
  const archives = (await readdir(dir)).filter((name) => ARCHIVE.test(name)).sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })))
  return old
}
