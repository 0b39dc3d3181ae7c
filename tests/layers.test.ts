import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The folders of src/ stand in layers, written once in docs/architecture.md: a folder may import
 * from its own layer and the ones below it. An import that runs back up is either one of the few
 * exceptions listed on that page, each with its reason, or a mistake this test names.
 */
const root = path.resolve(import.meta.dirname, '..')
const src = path.join(root, 'src')
const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')

/** The fenced block after "Layers, top to bottom": one line a layer, folders of a layer separated by " / ". */
function layers(): string[][] {
  const block = architecture.match(/Layers, top to bottom[\s\S]*?```\n([\s\S]*?)```/)
  if (!block) throw new Error('docs/architecture.md has no "Layers, top to bottom" block')
  return block[1]
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => line.split('/').map((folder) => folder.trim()))
}

/** The table rows after "Imports that run up": `| from | to | why |`. */
function exceptions(): { from: string; to: string; why: string }[] {
  const section = architecture.split(/Imports that run up[^\n]*\n/)[1] ?? ''
  return [...section.matchAll(/^\| `([^`]+)` \| `([^`]+)` \| ([^|]+) \|$/gm)].map(([, from, to, why]) => ({ from, to, why: why.trim() }))
}

const isDirectory = (p: string) => {
  try {
    return statSync(p).isDirectory()
  } catch {
    return false
  }
}

/** The layer name of a path in src/: its top-level folder, or the file's own name for files at the top (payload.config, payload-types …). */
function unitOf(file: string): string {
  const [first] = path.relative(src, file).split(path.sep)
  return isDirectory(path.join(src, first)) ? first : first.replace(/\.(ts|tsx|mjs|js)$/, '')
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : []
  })
}

/** Every import between two different layer names, as "from -> to" with the files that make it. */
function importsBetweenFolders(): Map<string, string[]> {
  const pairs = new Map<string, string[]>()
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8')
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      let target: string
      if (specifier.startsWith('@/')) target = path.join(src, specifier.slice(2))
      else if (specifier === '@payload-config') target = path.join(src, 'payload.config.ts')
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier)
      else continue
      if (!target.startsWith(src + path.sep)) continue
      const from = unitOf(file)
      const to = unitOf(target)
      if (from === to) continue
      const key = `${from} -> ${to}`
      pairs.set(key, [...(pairs.get(key) ?? []), path.relative(root, file)])
    }
  }
  return pairs
}

describe('the layers of src/', () => {
  const order = layers()
  const levelOf = new Map(order.flatMap((folders, level) => folders.map((folder) => [folder, level] as const)))
  const pairs = importsBetweenFolders()

  it('names every folder and top-level file of src/ in the layer list', () => {
    const units = new Set(
      readdirSync(src)
        .filter((name) => !name.endsWith('.test.ts'))
        .map((name) => unitOf(path.join(src, name))),
    )
    const unnamed = [...units].filter((unit) => !levelOf.has(unit) && !unit.endsWith('.d'))
    expect(unnamed).toEqual([])
  })

  it('has no import that runs back up but the listed exceptions, and at most 8 of those', () => {
    const allowed = new Set(exceptions().map(({ from, to }) => `${from} -> ${to}`))
    const upward = [...pairs.keys()].filter((key) => {
      const [from, to] = key.split(' -> ')
      return (levelOf.get(from) ?? -1) > (levelOf.get(to) ?? -1)
    })
    const unexpected = upward.filter((key) => !allowed.has(key)).map((key) => `${key}: ${pairs.get(key)!.join(', ')}`)
    expect(unexpected).toEqual([])
    expect(exceptions().length).toBeLessThanOrEqual(8)
  })

  it('lists no exception that no longer happens, so the list stays true', () => {
    const stale = exceptions().filter(({ from, to }) => !pairs.has(`${from} -> ${to}`))
    expect(stale).toEqual([])
  })

  it('keeps business code apart from the HTTP layer', () => {
    expect(pairs.get('features -> api') ?? []).toEqual([])
  })
})
