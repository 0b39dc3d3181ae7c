import { type Locale, localizedHref, type MenuItem } from '@/siteMap'
import { nameOf, type SiteNames } from '@/siteMap/names'

/** A menu entry in one language, ready for the client menus. */
export interface NavItem {
  title: string
  /** The site-map path, to mark the current page. */
  path?: string
  /** The path in the page's language. */
  href?: string
  children?: NavItem[]
}

export const localizeMenu = (items: MenuItem[], locale: Locale, names: SiteNames): NavItem[] =>
  items.map((item) => ({
    title: nameOf(names, item.name)[locale],
    path: item.href,
    href: item.href && localizedHref(locale, item.href),
    children: item.children && localizeMenu(item.children, locale, names),
  }))

/** Whether the page at `pathname` is this entry or lies below it. */
export const holdsPage = (item: NavItem, pathname: string): boolean =>
  item.path === pathname || Boolean(item.children?.some((child) => holdsPage(child, pathname)))
