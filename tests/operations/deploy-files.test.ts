import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { developmentOnly } from '../../scripts/commands.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const units = readdirSync(path.join(root, 'deploy/systemd')).map((name) => path.join(root, 'deploy/systemd', name))
const hasSystemd = spawnSync('systemd-analyze', ['--version']).status === 0

/** What `systemd-analyze verify` says of the unit files: nothing when they are right. */
function verify(files: string[]) {
  const result = spawnSync('systemd-analyze', ['verify', ...files], { encoding: 'utf8' })
  return { status: result.status, said: `${result.stdout}${result.stderr}`.trim() }
}

// CI's machine has systemd: there the check runs; a developer's machine without it skips it
describe.runIf(hasSystemd || process.env.CI)('the systemd units in deploy/systemd', () => {
  it('pass systemd-analyze verify without a word', () => {
    expect(units.map((unit) => path.basename(unit))).toEqual(
      expect.arrayContaining(['site.service', 'site-backup.service', 'site-backup.timer']),
    )
    expect(verify(units)).toEqual({ status: 0, said: '' })
  })

  it('a mistake in one is found (the check can fail)', () => {
    const broken = path.join(mkdtempSync(path.join(tmpdir(), 'units-')), 'site.service')
    writeFileSync(
      broken,
      readFileSync(path.join(root, 'deploy/systemd/site.service'), 'utf8').replace('/usr/bin/node', '/usr/bin/nodejs-missing'),
    )
    expect(verify([broken]).status).not.toBe(0)
  })
})

describe("the operator's commands run with production dependencies only", () => {
  it('finds a package that only `npm ci` without --omit=dev installs', () => {
    // tsx and vitest are development dependencies; pg and payload are the site's
    expect(developmentOnly(['tsx', 'vitest/config', 'pg', 'payload', 'node:fs', 'path', '@payloadcms/db-postgres'], root)).toEqual([
      'tsx',
      'vitest',
    ])
  })
})
