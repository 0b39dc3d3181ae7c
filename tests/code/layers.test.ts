import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The folders of src/ stand in layers, written once in docs/architecture.md: a folder may import
 * from its own layer and the ones below it. An import that runs back up is either one of the few
 * exceptions listed on that page, each with its reason, or a mistake this test names.
 */
const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')
const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')

/** How many pairs of rooms may import each other both ways, and how many loops of files there may be: lowered as they go, never raised. */
const TOP_LIMIT = 1
const FEATURE_LIMIT = 3
const LOOP_LIMIT = 0

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
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

type Import = { file: string; target: string; typeOnly: boolean }

/**
 * Every import of src/, server/ and scripts/ that lands in one of them. Type-only are `import type`,
 * `export type`, an import whose every name is marked `type`, and JSDoc's `import('…').Name`.
 */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8')
  const found: Import[] = []
  const statement = /(?:^|[\s;}])(?:import|export)\s+(type\s+)?([^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)(\.)?/gm
  for (const [, typeKeyword, clause, fromSpecifier, dynamicSpecifier, memberAfterCall] of text.matchAll(statement)) {
    const specifier = fromSpecifier ?? dynamicSpecifier
    let target: string
    if (specifier.startsWith('@/')) target = path.join(src, specifier.slice(2))
    else if (specifier === '@payload-config') target = path.join(src, 'payload.config.ts')
    else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier)
    else continue
    if (![src, path.join(root, 'server'), path.join(root, 'scripts')].some((dir) => target.startsWith(dir + path.sep))) continue
    const names = clause
      ?.match(/\{([^}]*)\}/)?.[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
    const everyNameAType = !!names?.length && !/^\s*\w+\s*,/.test(clause ?? '') && names.every((name) => name.startsWith('type '))
    found.push({ file, target, typeOnly: !!typeKeyword || everyNameAType || !!memberAfterCall })
  }
  return found
}

const codeFiles = [...sourceFiles(src), ...sourceFiles(path.join(root, 'server')), ...sourceFiles(path.join(root, 'scripts'))]
const allImports = codeFiles.flatMap(importsOf)

/** Every import between two different layer names of src/, as "from -> to" with the files that make it. */
function importsBetweenFolders(): Map<string, string[]> {
  const pairs = new Map<string, string[]>()
  for (const { file, target } of allImports) {
    if (!file.startsWith(src + path.sep) || !target.startsWith(src + path.sep)) continue
    const from = unitOf(file)
    const to = unitOf(target)
    if (from === to) continue
    const key = `${from} -> ${to}`
    pairs.set(key, [...(pairs.get(key) ?? []), path.relative(root, file)])
  }
  return pairs
}

/**
 * The pairs of rooms that import each other both ways, as "a <-> b". A room is named by `roomOf`
 * (undefined: not counted); every import counts, type-only ones too, since a reader walks them alike.
 */
function bothWays(roomOf: (file: string) => string | undefined): string[] {
  const edges = new Set<string>()
  for (const { file, target } of allImports) {
    const from = roomOf(file)
    const to = roomOf(target)
    if (from && to && from !== to) edges.add(`${from} -> ${to}`)
  }
  return [...edges]
    .map((edge) => edge.split(' -> '))
    .filter(([from, to]) => from < to && edges.has(`${to} -> ${from}`))
    .map(([from, to]) => `${from} <-> ${to}`)
    .sort()
}

/** A top-level folder: one of src/, or server/ or scripts/ as a whole. Files at the top of src/ are not folders. */
function topFolderOf(file: string): string | undefined {
  const [first, second] = path.relative(root, file).split(path.sep)
  if (first === 'server' || first === 'scripts') return first
  if (first === 'src' && isDirectory(path.join(src, second))) return second
  return undefined
}

/** A feature: a folder of src/features, or a module at its top (rateLimit, content.server …). */
function featureOf(file: string): string | undefined {
  const [first, second, third] = path.relative(src, file).split(path.sep)
  if (first !== 'features' || !second) return undefined
  return third ? second : second.replace(/\.(ts|tsx|mjs|js)$/, '').replace(/\.server$/, '')
}

/** The file an import names, tried with the extensions and index files the bundler resolves. */
function resolved(target: string): string | undefined {
  const candidates = [target, ...['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'].map((ending) => target + ending)]
  return candidates.find((candidate) => existsSync(candidate) && !isDirectory(candidate))
}

/** The groups of files that import one another round in a loop, leaving out type-only imports (Tarjan's strongly connected components). */
function importLoops(): string[][] {
  const next = new Map<string, Set<string>>()
  for (const { file, target, typeOnly } of allImports) {
    const to = typeOnly ? undefined : resolved(target)
    if (to && to !== file) next.set(file, (next.get(file) ?? new Set()).add(to))
  }
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const loops: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!))
    }
    if (low.get(file) === index.get(file)) {
      const loop: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        loop.push(path.relative(root, member))
      } while (member !== file)
      if (loop.length > 1) loops.push(loop.sort())
    }
  }
  for (const file of codeFiles) if (!index.has(file)) visit(file)
  return loops
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

describe('rooms that import each other both ways', () => {
  it(`are at most ${TOP_LIMIT} pairs of top-level folders (src/*, server, scripts)`, () => {
    expect(bothWays(topFolderOf).length, bothWays(topFolderOf).join('\n')).toBeLessThanOrEqual(TOP_LIMIT)
  })

  it(`are at most ${FEATURE_LIMIT} pairs of features (src/features/*)`, () => {
    expect(bothWays(featureOf).length, bothWays(featureOf).join('\n')).toBeLessThanOrEqual(FEATURE_LIMIT)
  })

  it(`form at most ${LOOP_LIMIT} loops of files, type-only imports left out`, () => {
    const loops = importLoops()
    expect(loops.length, loops.map((loop) => loop.join(' → ')).join('\n')).toBeLessThanOrEqual(LOOP_LIMIT)
  })
})
