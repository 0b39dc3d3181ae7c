import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { policyFor } from '../../server/contentSecurityPolicy.mjs'
import { scriptsAfterParsing } from '../../server/scriptsAfterParsing.mjs'

// the head and body as Next 16 writes them: scripts async in the head, the bootstrap chunk
// preloaded in the head and its tag at the end of the body
const page =
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>' +
  '<title>t</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><h1>首页</h1><script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>'
const sources = ['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-x.js', '/_next/static/chunks/main.js']

/** Runs the page's loader against a stand-in document; returns what it added and its listeners. */
function runLoader(html: string, readyState: string) {
  const source = /<script>(\(function\(s\)[\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!source) throw new Error('no loader in the page')
  const added: string[] = []
  const listeners: Record<string, () => void> = {}
  const document = {
    readyState,
    addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    createElement: (name: string) => ({ name }),
    head: {
      appendChild: (element: { name: string; src: string; async: boolean }) =>
        added.push(`${element.name} ${element.src}${element.async ? ' async' : ''}`),
    },
  }
  new Function('document', source)(document)
  return { source, added, listeners }
}

describe('scripts after parsing', () => {
  const sent = scriptsAfterParsing(page)

  it("takes out Next's script tags and its script preload, so nothing fetches them while the page is read", () => {
    expect(sent).not.toMatch(/<script src="\/_next\/static\/chunks\/(react|turbopack-x|main)\.js"/)
    expect(sent).not.toContain('rel="preload" as="script"')
  })

  it('leaves everything else as Next wrote it', () => {
    expect(sent).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(sent).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(sent).toContain('<script>self.__next_f.push([1,"x"])</script>')
    expect(sent).toContain('<h1>首页</h1>')
    const other = '<html><head><script src="/other.js" async=""></script></head><body></body></html>'
    expect(scriptsAfterParsing(other)).toBe(other)
  })

  it('puts one loader at the end of the head', () => {
    expect(sent.match(/<script>\(function\(s\)/g)).toHaveLength(1)
    expect(sent.indexOf('(function(s)')).toBeLessThan(sent.indexOf('</head>'))
    expect(sent.indexOf('(function(s)')).toBeGreaterThan(sent.indexOf('<title>'))
  })

  it('adds the same scripts, async and in order, once the document is parsed, and once only', () => {
    const { added, listeners } = runLoader(sent, 'loading')
    expect(added).toEqual([])
    listeners.DOMContentLoaded()
    listeners.DOMContentLoaded()
    expect(added).toEqual(sources.map((source) => `script ${source} async`))
  })

  it('adds them at once when the document is already parsed', () => {
    expect(runLoader(sent, 'interactive').added).toHaveLength(3)
  })

  it('is allowed by the page’s content security policy: its hash is in it', () => {
    const { source } = runLoader(sent, 'interactive')
    expect(policyFor(sent)).toContain(`'sha256-${createHash('sha256').update(source).digest('base64')}'`)
  })
})
