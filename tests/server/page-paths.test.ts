import { readdirSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isPagePath } from '@/runtime/cacheRules.mjs'
import { pages } from '@/siteMap'

const appDir = path.join(import.meta.dirname, '../../src/app')

/** The address of each route handler of the app (`route.ts`), a parameter filled with `x`. */
const routeHandlers = (readdirSync(appDir, { recursive: true }) as string[])
  .filter((file) => /(^|\/)route\.tsx?$/.test(file))
  .map((file) => `/${path.dirname(file)}`.replace(/\/\([^)]+\)/g, '').replace(/\[\.{0,3}[^\]]+\]/g, 'x'))

describe('which paths are pages (the page copies, nginx and the links’ router share it)', () => {
  it('finds the route handlers', () => {
    expect(routeHandlers).toEqual(expect.arrayContaining(['/api/x', '/cms-api/x', '/files/datasheet/x', '/healthz', '/sitemap.xml']))
  })

  it.each(routeHandlers)('%s, a route handler, is no page (a link to it is the browser’s)', (address) => {
    expect(isPagePath(address)).toBe(false)
  })

  it('every page of the site map is one, in either language', () => {
    for (const page of Object.values(pages)) {
      expect(isPagePath(page.path)).toBe(true)
      expect(isPagePath(`/en${page.path}`)).toBe(true)
    }
  })
})
