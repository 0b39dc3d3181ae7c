import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { buildIsCurrent, recordBuild, sourceFingerprint } from '../../scripts/buildFingerprint.mjs'

/** A checkout with one page and a build of it. */
function checkout() {
  const root = mkdtempSync(path.join(tmpdir(), 'fingerprint-'))
  mkdirSync(path.join(root, 'src/app'), { recursive: true })
  mkdirSync(path.join(root, '.next'))
  writeFileSync(path.join(root, 'src/app/page.tsx'), 'export default () => "v1"\n')
  writeFileSync(path.join(root, 'package-lock.json'), '{}\n')
  writeFileSync(path.join(root, '.next/BUILD_ID'), 'build-1')
  recordBuild(sourceFingerprint(root), root)
  return root
}

describe('npm start after a change of the source (git pull)', () => {
  it('serves the build while the source is the one it was built from', () => {
    const root = checkout()
    expect(buildIsCurrent(root)).toBe(true)
    // a test beside the code is not part of the build
    writeFileSync(path.join(root, 'src/app/page.test.ts'), 'test\n')
    expect(buildIsCurrent(root)).toBe(true)
  })

  it('builds again when a source file, a new file or the locked dependencies changed', () => {
    const changed = checkout()
    writeFileSync(path.join(changed, 'src/app/page.tsx'), 'export default () => "v2"\n')
    expect(buildIsCurrent(changed)).toBe(false)
    const added = checkout()
    writeFileSync(path.join(added, 'src/app/migration.ts'), 'export {}\n')
    expect(buildIsCurrent(added)).toBe(false)
    const dependencies = checkout()
    writeFileSync(path.join(dependencies, 'package-lock.json'), '{"v":2}\n')
    expect(buildIsCurrent(dependencies)).toBe(false)
  })

  it('does not build again for a change to the bench, which measures a build and is no part of one', () => {
    const bench = checkout()
    mkdirSync(path.join(bench, 'scripts/bench'), { recursive: true })
    writeFileSync(path.join(bench, 'scripts/bench.ts'), 'export {}\n')
    writeFileSync(path.join(bench, 'scripts/bench/everyRequest.ts'), 'export {}\n')
    expect(buildIsCurrent(bench)).toBe(true)
  })

  it("builds again when an operator's command changed (compiled into the build), not for a shell script", () => {
    const command = checkout()
    mkdirSync(path.join(command, 'scripts'))
    writeFileSync(path.join(command, 'scripts/prepare-db.ts'), 'export {}\n')
    expect(buildIsCurrent(command)).toBe(false)
    const shell = checkout()
    mkdirSync(path.join(shell, 'scripts'))
    writeFileSync(path.join(shell, 'scripts/scale-out-test.sh'), 'echo\n')
    expect(buildIsCurrent(shell)).toBe(true)
  })

  it('builds when there is no build, or one that did not record its source (a bare `next build`)', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fingerprint-'))
    expect(buildIsCurrent(root)).toBe(false)
    mkdirSync(path.join(root, '.next'))
    writeFileSync(path.join(root, '.next/BUILD_ID'), 'build-1')
    expect(buildIsCurrent(root)).toBe(false)
  })
})
