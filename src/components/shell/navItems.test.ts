import { describe, expect, it } from 'vitest'

import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { mainMenu, mobileMenu } from '@/siteMap'

import { holdsPage, menuLocalizer } from './navItems'

describe('menus for the client menus', () => {
  it('gives the main and the phone menu one object for an entry they share (the RSC payload writes it once)', () => {
    const localize = menuLocalizer('en', siteNames)
    const main = localize(mainMenu)
    const phone = localize(mobileMenu)
    const valves = main.find((entry) => entry.path === '/VacuumValveMain')
    expect(valves?.title).toBe(siteNames.pages.vacuumValveMain.en)
    expect(phone).toContain(valves)
  })

  it('writes only the title, the site-map path and the children an entry has', () => {
    const [news] = menuLocalizer('zh', siteNames)(mainMenu)
    expect(news).toEqual({ title: siteNames.pages.news.zh, path: '/News' })
    const groups = menuLocalizer('zh', siteNames)(mainMenu).flatMap((entry) => entry.children ?? [])
    const angleValves = groups.find((entry) => !entry.path)
    expect(Object.keys(angleValves ?? {})).toEqual(['title', 'children'])
  })

  it('marks a menu entry that holds the current page', () => {
    const [, valves] = menuLocalizer('zh', siteNames)(mainMenu)
    expect(holdsPage(valves, '/VacuumValve4')).toBe(true)
    expect(holdsPage(valves, '/Presys')).toBe(false)
  })
})
