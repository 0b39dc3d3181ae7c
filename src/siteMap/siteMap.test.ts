import { describe, expect, it } from 'vitest'

import { findProductPage } from '@/features/search/search'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import {
  breadcrumbTrail,
  canonicalPath,
  downloadCentreLinks,
  otherProductPages,
  pages,
  presysModelPages,
  vacuumValvePages,
} from '@/siteMap'
import { namedEntries, nameOf } from '@/siteMap/names'

const titles = (path: string) => breadcrumbTrail(path).map((crumb) => [nameOf(siteNames, crumb.name).en, crumb.href ?? null])

describe('breadcrumbs from the site map', () => {
  it('put a service page under the services menu, which links to its own first page', () => {
    expect(titles('/UpgradeDndTransformation')).toEqual([
      ['Home', '/home'],
      ['Services', '/ValveRepairDndMaintenance'],
      ['Upgrade and transformation', '/UpgradeDndTransformation'],
    ])
  })

  it('leave a menu group unlinked when its link is the current page', () => {
    expect(titles('/ValveRepairDndMaintenance')).toEqual([
      ['Home', '/home'],
      ['Services', null],
      ['Repair and maintenance', '/ValveRepairDndMaintenance'],
    ])
  })

  it('follow nested valve groups', () => {
    expect(titles('/VacuumValve4').map(([title]) => title)).toEqual(['Home', 'Vacuum valves', 'Angle valves', 'UHV Angle Valve'])
  })

  it('put pages no menu holds directly under home', () => {
    expect(titles('/CompanyProfile')).toEqual([
      ['Home', '/home'],
      ['Company profile', '/CompanyProfile'],
    ])
    expect(titles('/home')).toEqual([['Home', '/home']])
  })
})

describe('canonical paths', () => {
  it("map any letter case to the site map's spelling and nothing else", () => {
    expect(canonicalPath('/valverepairdndmaintenance')).toBe('/ValveRepairDndMaintenance')
    expect(canonicalPath('/NEWS')).toBe('/News')
    expect(canonicalPath('/newsdetail')).toBe('/NewsDetail')
    expect(canonicalPath('/no-such-page')).toBeUndefined()
  })
})

it('home download-centre links are the valves, Presys, mne and download pages', () => {
  expect(downloadCentreLinks.map((link) => link.href)).toEqual([pages.vacuumValveMain.path, pages.presys.path, '/mne', pages.download.path])
})

describe('one name per product', () => {
  it('uses the product name in the breadcrumb and the search', () => {
    const valve3 = breadcrumbTrail('/VacuumValve3').at(-1)?.name
    expect(valve3 && nameOf(siteNames, valve3)).toEqual({ zh: '高真空直角阀', en: 'High Vacuum Angle Valve' })
    expect(findProductPage(siteNames, '高真空直角阀')?.href).toBe('/VacuumValve3')
    expect(findProductPage(siteNames, 'High Vacuum Angle Valve')?.href).toBe('/VacuumValve3')
  })

  it('names every page and product a fresh site starts with', () => {
    expect(Object.keys(siteNames.pages).sort()).toEqual(Object.keys(pages).sort())
    expect(Object.keys(siteNames.vacuumValves).map(Number)).toEqual(vacuumValvePages.map((v) => v.pageNumber))
    expect(Object.keys(siteNames.presysModels).map(Number)).toEqual(presysModelPages.map((p) => p.id))
    expect(Object.keys(siteNames.otherProducts)).toEqual(otherProductPages.map((o) => o.slug))
  })

  it('gives no two pages the same name in a language', () => {
    const named = namedEntries(siteNames)
    for (const locale of ['zh', 'en'] as const) {
      const names = named.map((entry) => entry.name[locale])
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    }
  })
})
