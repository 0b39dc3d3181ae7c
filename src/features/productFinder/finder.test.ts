import { describe, expect, it } from 'vitest'

import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { otherProductSpecs, presysModelSpecs, type ProductSpecsSeed, vacuumValveSpecs } from '@/seed/data/productSpecs'
import { otherProductPages, pages, presysModelPages, vacuumValvePages } from '@/siteMap'

import { finderQuery, noFilters, parseFinderFilters, toggleFilter } from '@/features/specs/requirements'

import { finderFacets, findProducts, finderProductOf } from './finder'
import type { CatalogueProduct, ProductCollection } from '@/features/specs/productSpecs'
import type { Picture } from '@/lib/media'
import { specsOf } from '@/features/specs/productSpecs'

/** The seeded catalogue as the finder reads it from the database: seeded names and specs. */
const product = (
  collection: ProductCollection,
  name: string,
  page: { title: { zh: string; en: string }; path: string },
  specs: ProductSpecsSeed,
  itemId: number,
): CatalogueProduct => ({
  key: `${collection}:${name}`,
  collection,
  docId: itemId,
  title: page.title,
  href: page.path,
  membersOnly: collection !== 'other-products',
  itemId,
  image: null,
  specs: specsOf({ ...specs, sizes: specs.sizes ?? [] }),
})

const catalogue: CatalogueProduct[] = [
  ...vacuumValvePages.map((page) =>
    product(
      'vacuum-valves',
      page.name,
      { ...page, title: siteNames.vacuumValves[page.pageNumber] },
      vacuumValveSpecs[page.name],
      page.productId,
    ),
  ),
  ...presysModelPages.map((page) =>
    product('presys-models', page.name, { ...page, title: siteNames.presysModels[page.id] }, presysModelSpecs[page.name], page.id),
  ),
  ...otherProductPages.map((page) =>
    product(
      'other-products',
      page.slug,
      { ...page, title: siteNames.otherProducts[page.slug] },
      otherProductSpecs[page.slug],
      page.downloadId,
    ),
  ),
]

const keys = (filters: Record<string, string | string[]>) =>
  findProducts(catalogue, parseFinderFilters(filters)).results.map((r) => r.product.key)

describe('the product finder over the seeded catalogue', () => {
  it('has specifications for every product of the site map', () => {
    expect(catalogue).toHaveLength(30)
    expect(catalogue.every((p) => p.specs.family !== null)).toBe(true)
    expect(pages.productFinder.path).toBe('/productFinder')
  })

  it('lists every product when no filter is set', () => {
    expect(findProducts(catalogue, noFilters).results).toHaveLength(30)
  })

  it('answers "DN 100, CF flange, pneumatic, down to 1e-9 mbar, bakeable to 200 °C" with the UHV gate valve', () => {
    expect(keys({ size: '100', flange: 'CF', actuation: 'pneumatic', pressure: '1e-9', bakeout: '200' })).toEqual(['presys-models:y78'])
  })

  it('finds the UHV angle valves by family and bake-out', () => {
    expect(keys({ family: 'angle', bakeout: '250' })).toEqual(['vacuum-valves:UHV'])
    expect(keys({ family: 'angle', flange: 'CF', size: '63' })).toEqual(['vacuum-valves:UHV'])
  })

  it('takes several values of one filter as alternatives and different filters together', () => {
    const either = keys({ family: ['pendulum', 'butterfly'] })
    expect(either).toEqual(
      expect.arrayContaining(['presys-models:presysy77', 'vacuum-valves:butterflyValve', 'other-products:throttleValve']),
    )
    expect(either).not.toContain('vacuum-valves:UHV')
    expect(keys({ family: 'pendulum', actuation: 'motorised' })).toEqual(['presys-models:presysy77'])
  })

  it('keeps products without sizes out once a size is asked for', () => {
    expect(keys({ size: '16' })).not.toContain('other-products:throttleValveController')
    expect(keys({ family: 'controller' })).toEqual(['other-products:throttleValveController', 'other-products:multiPositionController'])
  })

  it('counts, for each value, the products it would list with the other filters as they are', () => {
    const filters = parseFinderFilters({ flange: 'CF', size: '100' })
    const outcome = findProducts(catalogue, filters)
    const facets = finderFacets(catalogue, filters)
    const count = (name: 'size' | 'flange', value: string | number) => facets[name].find((f) => f.value === value)?.count
    expect(outcome.results.map((r) => r.product.key).sort()).toEqual(
      ['presys-models:y41', 'presys-models:y73', 'presys-models:y78', 'vacuum-valves:MGVAGV', 'vacuum-valves:highVacuumGateValve'].sort(),
    )
    // size counts ignore the size filter itself: CF products in DN16 are the angle valves Y20, the high-vacuum and the UHV one
    expect(count('size', 16)).toBe(3)
    expect(count('size', 100)).toBe(5)
    // flange counts ignore the flange filter: everything in DN100 with ISO-K
    expect(count('flange', 'ISO-K')).toBe(keys({ size: '100', flange: 'ISO-K' }).length)
    expect(facets.flange.find((f) => f.value === 'CF')?.selected).toBe(true)
  })

  it('counts for every value what the list would be with that value alone chosen for its filter', () => {
    for (const query of [
      '',
      'size=100&flange=CF',
      'family=angle&bakeout=250&flange=CF&flange=ISO-K',
      'pumpSpeed=500&effectiveSpeed=300&size=100',
      'pressure=1e-9&material=316L&actuation=pneumatic',
    ]) {
      const params = new URLSearchParams(query)
      const filters = parseFinderFilters(Object.fromEntries([...params.keys()].map((name) => [name, params.getAll(name)])))
      const facets = finderFacets(catalogue, filters)
      for (const [name, values] of Object.entries(facets) as [keyof typeof facets, { value: string | number; count: number }[]][]) {
        for (const { value, count } of values) {
          const chosen = { ...filters, [name]: Array.isArray(filters[name]) ? [value] : value }
          expect(count, `${query} ${name}=${value}`).toBe(findProducts(catalogue, chosen).results.length)
        }
      }
    }
  })

  it('marks the sizes that match the size filter', () => {
    const y78 = findProducts(catalogue, parseFinderFilters({ size: ['63', '100', '320'] })).results.find(
      (r) => r.product.key === 'presys-models:y78',
    )
    expect(y78?.matchingSizes).toEqual([63, 100])
  })

  it('ignores values it does not know instead of failing', () => {
    expect(
      parseFinderFilters({
        flange: 'XYZ',
        size: ['abc', '-5', '99999'],
        pressure: '7',
        bakeout: 'hot',
        family: 'rocket',
      }),
    ).toEqual(noFilters)
    expect(parseFinderFilters({ flange: 'cf,iso-f', size: 'DN100', pressure: '0.000000001' })).toMatchObject({
      flange: ['CF', 'ISO-F'],
      size: [100],
      pressure: 1e-9,
    })
  })

  it('writes the filters back into a stable, shareable query', () => {
    const filters = parseFinderFilters({ size: ['100', '63'], flange: 'CF', pressure: '1e-9' })
    expect(finderQuery(filters)).toBe('?size=63&size=100&flange=CF&pressure=1e-9')
    expect(parseFinderFilters(Object.fromEntries(new URLSearchParams('size=63&flange=CF')))).toMatchObject({
      size: [63],
      flange: ['CF'],
    })
    expect(finderQuery(toggleFilter(filters, 'flange', 'CF'))).toBe('?size=63&size=100&pressure=1e-9')
    expect(finderQuery(noFilters)).toBe('')
  })

  describe('"S_eff on my system"', () => {
    // seeded conductances are the bores' apertures: DN63 361 l/s, DN100 909 l/s, air at 20 °C
    it('lists the valves whose conductance still gives the pump the effective speed asked for', () => {
      // 1/(1/100 + 1/909) = 90.1 l/s at DN100, 78.3 l/s at DN63
      const found = keys({ pumpSpeed: '100', effectiveSpeed: '90' })
      expect(found).toEqual(expect.arrayContaining(['vacuum-valves:highVacuumGateValve', 'vacuum-valves:MGVAGV', 'presys-models:y78']))
      expect(found).not.toContain('vacuum-valves:UHV')
      expect(keys({ pumpSpeed: '100', effectiveSpeed: '78' })).toContain('vacuum-valves:UHV')
    })

    it('leaves out products whose conductance is not published, even in a size that would do', () => {
      expect(vacuumValveSpecs.combinedValve.sizes).toContain(160)
      expect(keys({ pumpSpeed: '100', effectiveSpeed: '50' })).not.toContain('vacuum-valves:combinedValve')
      expect(keys({ pumpSpeed: '100' })).toContain('vacuum-valves:combinedValve')
    })

    it('counts only the sizes the size filter asks for, and shows S_eff at each size that meets it', () => {
      expect(keys({ size: '63', pumpSpeed: '100', effectiveSpeed: '90' })).toEqual([])
      const gate = findProducts(catalogue, parseFinderFilters({ pumpSpeed: '100', effectiveSpeed: '90', family: 'gate' })).results.find(
        (r) => r.product.key === 'vacuum-valves:highVacuumGateValve',
      )
      expect(gate?.systemSpeeds.map((s) => s.size)).toEqual([100, 160, 200, 250])
      expect(gate?.systemSpeeds[0].effectiveSpeed).toBeCloseTo(90.09, 2)
    })

    it('counts the line in series: the S_eff the calculator found for a DN100 valve behind a line lists that valve', () => {
      // 1/(1/100 + 1/173 + 1/909) = 59.3 l/s at DN100; 57.1 l/s at DN80
      const system = { pumpSpeed: '100', lineConductance: '173', effectiveSpeed: '59.2' }
      expect(keys({ ...system, size: '100' })).toContain('vacuum-valves:vacuumGateValve')
      expect(keys({ ...system, size: '80' })).not.toContain('vacuum-valves:vacuumGateValve')
      expect(keys({ pumpSpeed: '100', effectiveSpeed: '59.2', size: '80' })).toContain('vacuum-valves:vacuumGateValve')
    })

    it('without a pump takes the valve alone (a pump far faster than the valve)', () => {
      expect(keys({ effectiveSpeed: '900' })).toContain('vacuum-valves:highVacuumGateValve')
      expect(keys({ effectiveSpeed: '950', size: '100' })).toEqual([])
    })

    it('reads the figures from the URL and writes them back, dropping what is no speed', () => {
      expect(parseFinderFilters({ pumpSpeed: '１００', effectiveSpeed: '-3' })).toMatchObject({ pumpSpeed: 100, effectiveSpeed: null })
      expect(parseFinderFilters({ pumpSpeed: 'fast', effectiveSpeed: '1e99' })).toEqual(noFilters)
      expect(finderQuery(parseFinderFilters({ effectiveSpeed: '90', lineConductance: '173', pumpSpeed: '100', size: '100' }))).toBe(
        '?size=100&pumpSpeed=100&lineConductance=173&effectiveSpeed=90',
      )
    })
  })
})

describe('the finder in the browser', () => {
  it('finds the same products with the same counts from the compact products the page carries', () => {
    // the card's sources, as the page works them out (its optimiser's widths; here the picture's own file)
    const atCardSize = (image: Picture) => ({ src: image.src, width: 112, height: Math.round((image.height * 112) / image.width) })
    const compact = catalogue.map((product) => finderProductOf(product, atCardSize))
    const withPicture = finderProductOf({ ...catalogue[0], image: { src: '/a.jpg', width: 800, height: 600, alt: 'x' } }, atCardSize)
    expect(withPicture.image).toEqual({ src: '/a.jpg', width: 112, height: 84 })
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(catalogue).length * 0.8)
    for (const query of [
      '',
      'size=100&flange=CF',
      'family=angle&bakeout=250',
      'pumpSpeed=500&effectiveSpeed=300',
      'pressure=1e-9&material=316L',
    ]) {
      const filters = parseFinderFilters(Object.fromEntries(new URLSearchParams(query)))
      const full = findProducts(catalogue, filters)
      const small = findProducts(compact, filters)
      expect(small.results.map((result) => [result.product.key, result.matchingSizes, result.systemSpeeds])).toEqual(
        full.results.map((result) => [result.product.key, result.matchingSizes, result.systemSpeeds]),
      )
      expect(finderFacets(compact, filters)).toEqual(finderFacets(catalogue, filters))
    }
  })
})
