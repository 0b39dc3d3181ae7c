import type { Locale, MenuItem } from '@/siteMap'
import { nameOf, type SiteNames } from '@/siteMap/names'

/**
 * A menu entry in one language, ready for the client menus. It carries only what they need (each
 * prop of a client component is written into the page's RSC payload): the link is the site-map
 * path, which the menu puts in the page's language (`localizedHref`).
 */
export interface NavItem {
  title: string
  /** The site-map path: the link, and the entry to mark on its page. */
  path?: string
  children?: NavItem[]
}

/**
 * Localizes menus for one page. An entry that sits in several menus (the main and the phone menu
 * share their groups) becomes one object, which the RSC payload then writes once and refers to.
 */
export function menuLocalizer(locale: Locale, names: SiteNames): (items: MenuItem[]) => NavItem[] {
  const localized = new Map<MenuItem, NavItem>()
  const localize = (items: MenuItem[]): NavItem[] =>
    items.map((item) => {
      let entry = localized.get(item)
      if (!entry) {
        entry = { title: nameOf(names, item.name)[locale] }
        if (item.href) entry.path = item.href
        if (item.children) entry.children = localize(item.children)
        localized.set(item, entry)
      }
      return entry
    })
  return localize
}

/** Whether the page at `pathname` is this entry or lies below it. */
export const holdsPage = (item: NavItem, pathname: string): boolean =>
  item.path === pathname || Boolean(item.children?.some((child) => holdsPage(child, pathname)))
