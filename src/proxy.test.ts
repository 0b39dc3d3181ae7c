import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import proxy from '@/proxy'

const visit = (path: string, cookie?: string) => proxy(new NextRequest(`http://site.test${path}`, { headers: cookie ? { cookie } : {} }))

const location = (response: Response) => {
  const to = response.headers.get('location')
  return to && new URL(to).pathname + new URL(to).search
}

describe('routing proxy', () => {
  it('sends / and /en to the home page', () => {
    expect(location(visit('/'))).toBe('/home')
    expect(location(visit('/en'))).toBe('/en/home')
  })

  it('redirects a site-map path in another letter case permanently, keeping language and query', () => {
    const response = visit('/valverepairdndmaintenance')
    expect(response.status).toBe(308)
    expect(location(response)).toBe('/ValveRepairDndMaintenance')
    expect(location(visit('/en/newsdetail?id=3'))).toBe('/en/NewsDetail?id=3')
  })

  it('opens a new document of the admin in Chinese before its form is rendered, unless a language is asked for', () => {
    const response = visit('/admin/collections/articles/create?foo=1')
    expect(response.status).toBe(307)
    expect(location(response)).toBe('/admin/collections/articles/create?foo=1&locale=zh')
    expect(visit('/admin/collections/articles/create?locale=en').headers.get('location')).toBeNull()
    expect(visit('/admin/collections/articles/12').headers.get('location')).toBeNull()
  })

  it('serves Chinese without a prefix whatever the browser language', () => {
    const response = proxy(new NextRequest('http://site.test/about', { headers: { 'accept-language': 'en-US,en;q=0.9' } }))
    expect(response.headers.get('location')).toBeNull()
    expect(response.headers.get('x-middleware-rewrite')).toContain('/zh/about')
  })

  it("leaves the other language's address to the page's own hreflang links: no Link header in other codes", () => {
    expect(visit('/about').headers.get('link')).toBeNull()
    expect(visit('/en/about').headers.get('link')).toBeNull()
  })

  it('opens an unprefixed page in the language the visitor chose before', () => {
    const response = visit('/about?x=1', 'NEXT_LOCALE=en')
    expect(response.status).toBe(307)
    expect(location(response)).toBe('/en/about?x=1')
    expect(location(visit('/', 'NEXT_LOCALE=en'))).toBe('/en/home')
  })

  it('remembers nothing when a visitor follows a link to a prefixed page', () => {
    expect(visit('/en/about').headers.get('set-cookie') ?? '').not.toContain('NEXT_LOCALE')
    expect(visit('/about').headers.get('set-cookie') ?? '').not.toContain('NEXT_LOCALE')
  })

  it('leaves a prefixed page in its language', () => {
    expect(visit('/en/about', 'NEXT_LOCALE=zh').headers.get('location')).toBeNull()
    expect(visit('/about', 'NEXT_LOCALE=zh').headers.get('location')).toBeNull()
  })

  it("opens the finder's address without a unit in the unit the visitor picked before, so the page depends on its address only", () => {
    const response = visit('/en/productFinder?family=angle', 'pressure_unit=Pa')
    expect(response.status).toBe(307)
    expect(location(response)).toBe('/en/productFinder?family=angle&unit=Pa')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(visit('/productFinder?unit=Torr', 'pressure_unit=Pa').headers.get('location')).toBeNull()
    expect(visit('/productFinder', 'pressure_unit=mbar').headers.get('location')).toBeNull()
    expect(visit('/productFinder', 'pressure_unit=bogus').headers.get('location')).toBeNull()
  })

  it("sends a finder address with noise in its query to the address it means, and leaves the form's own addresses alone", () => {
    const response = visit('/en/productFinder?size=7-912&flange=XYZ&family=angle&utm=x')
    expect(response.status).toBe(308)
    expect(location(response)).toBe('/en/productFinder?family=angle')
    expect(location(visit('/productFinder?size=123-456'))).toBe('/productFinder')
    // what the form submits: the unit first, empty figures, values in its order
    const form = '/productFinder?unit=mbar&family=gate&size=100&flange=CF&pumpSpeed=&lineConductance=&effectiveSpeed='
    expect(visit(form).headers.get('location')).toBeNull()
    expect(visit('/productFinder?size=100,160&page=2').headers.get('location')).toBeNull()
  })

  it('shows staff in the live preview the language the admin asked for, not the remembered one', () => {
    expect(visit('/about', 'NEXT_LOCALE=en; __prerender_bypass=x').headers.get('location')).toBeNull()
  })

  it('keeps the redirect by the language cookie out of shared caches', () => {
    expect(visit('/about', 'NEXT_LOCALE=en').headers.get('cache-control')).toBe('private, no-store')
  })

  it('writes no cookie for a first visit in the default language, so the page stays cacheable', () => {
    const response = visit('/about')
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('x-middleware-set-cookie')).toBeNull()
  })
})
