import { describe, expect, it } from 'vitest'

import { breadcrumbTrail, canonicalPath, downloadCentreLinks, pages } from '@/siteMap'

const titles = (path: string) => breadcrumbTrail(path).map((crumb) => [crumb.title.en, crumb.href ?? null])

describe('breadcrumbs from the site map', () => {
  it('put a service page under the services menu, which links to its own first page', () => {
    expect(titles('/UpgradeDndTransformation')).toEqual([
      ['Home', '/home'],
      ['Services', '/ValveRepairDndMaintenance'],
      ['Upgrade & transformation', '/UpgradeDndTransformation'],
    ])
  })

  it('leave a menu group unlinked when its link is the current page', () => {
    expect(titles('/ValveRepairDndMaintenance')).toEqual([
      ['Home', '/home'],
      ['Services', null],
      ['Repair & maintenance', '/ValveRepairDndMaintenance'],
    ])
  })

  it('follow nested valve groups', () => {
    expect(titles('/VacuumValve4').map(([title]) => title)).toEqual(['Home', 'Vacuum valves', 'Angle valves', 'UHV angle valve'])
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
  it('map any letter case to the spec spelling and nothing else', () => {
    expect(canonicalPath('/valverepairdndmaintenance')).toBe('/ValveRepairDndMaintenance')
    expect(canonicalPath('/NEWS')).toBe('/News')
    expect(canonicalPath('/newsdetail')).toBe('/NewsDetail')
    expect(canonicalPath('/no-such-page')).toBeUndefined()
  })
})

it('home download-centre links are the spec four', () => {
  expect(downloadCentreLinks.map((link) => link.href)).toEqual([pages.vacuumValveMain.path, pages.presys.path, '/mne', pages.download.path])
})
