/** The archive reader of `npm run restore` (scripts/backup/tar.ts) refuses any damaged archive. */
import { randomBytes } from 'node:crypto'
import { gunzipSync, gzipSync } from 'node:zlib'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { packFolder, unpackArchive } from '../../scripts/backup/tar'

describe('unpackArchive', () => {
  it('refuses an archive with one changed byte, wherever the byte is', async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'archive-'))
    const folder = path.join(work, 'site')
    await mkdir(path.join(folder, 'files'), { recursive: true })
    // as a backup holds them: a database that compresses well, files that do not
    await writeFile(path.join(folder, 'site.db'), 'CREATE TABLE articles (id, title);\n'.repeat(4000))
    for (let i = 0; i < 6; i++) await writeFile(path.join(folder, 'files', `datasheet-${i}.pdf`), randomBytes(40_000))
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify({ files: 6 }))
    const archive = path.join(work, 'site.tar.gz')
    await packFolder(folder, ['manifest.json', 'site.db', 'files'], archive)
    await unpackArchive(archive, await mkdtemp(path.join(work, 'whole-')))

    const bytes = await readFile(archive)
    const unpacked: number[] = []
    // positions spread over the whole archive, past gzip's 10-byte header
    for (let n = 1; n <= 40; n++) {
      const at = 10 + Math.floor(((bytes.length - 10) * n) / 41)
      const damaged = Buffer.from(bytes)
      damaged[at] ^= 0x01
      const file = path.join(work, `damaged-${n}.tar.gz`)
      await writeFile(file, damaged)
      const refused = await unpackArchive(file, await mkdtemp(path.join(work, 'into-'))).then(
        () => false,
        () => true,
      )
      if (!refused) unpacked.push(at)
    }
    expect(unpacked).toEqual([])

    // tar stops reading at the end-of-archive blocks and exits 0, whatever gzip says of the rest:
    // a stream whose checksum is wrong, read by tar only up to that end, must be refused too
    const padded = gzipSync(Buffer.concat([gunzipSync(bytes), Buffer.alloc(2_000_000)]))
    padded[padded.length - 8] ^= 0x01 // the CRC-32 of gzip's trailer
    const badChecksum = path.join(work, 'bad-checksum.tar.gz')
    await writeFile(badChecksum, padded)
    await expect(unpackArchive(badChecksum, await mkdtemp(path.join(work, 'into-')))).rejects.toThrow(/crc error/)
  }, 60_000)
})
