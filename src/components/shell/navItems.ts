import { type Locale, localizedHref, type MenuItem } from '@/siteMap'

/** A menu entry in one language, ready for the client menus. */
export interface NavItem {
  title: string
  /** The site-map path, to mark the current page. */
  path?: string
  /** The path in the page's language. */
  href?: string
  children?: NavItem[]
}

export const localizeMenu = (items: MenuItem[], locale: Locale): NavItem[] =>
  items.map((item) => ({
    title: item.title[locale],
    path: item.href,
    href: item.href && localizedHref(locale, item.href),
    children: item.children && localizeMenu(item.children, locale),
  }))

/** Whether the page at `pathname` is this entry or lies below it. */
export const holdsPage = (item: NavItem, pathname: string): boolean =>
  item.path === pathname || Boolean(item.children?.some((child) => holdsPage(child, pathname)))
