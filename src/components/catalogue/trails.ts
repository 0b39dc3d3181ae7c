import {
  type Locale,
  localizedHref,
  type OtherProductPage,
  type PresysModelPage,
  pages,
  type VacuumValvePage,
} from '@/siteMap'

/** One step of a breadcrumb: its name in the page's language and its localized href. */
export interface Crumb {
  name: string
  href: string
}

const crumb = (locale: Locale, title: Record<Locale, string>, path: string, name?: string): Crumb => ({
  name: name || title[locale],
  href: localizedHref(locale, path),
})

const home = (locale: Locale) => crumb(locale, pages.home.title, pages.home.path)

/** Home › Vacuum valves › the valve. */
export const vacuumValveTrail = (locale: Locale, valve: VacuumValvePage, name?: string): Crumb[] => [
  home(locale),
  crumb(locale, pages.vacuumValveMain.title, pages.vacuumValveMain.path),
  crumb(locale, valve.title, valve.path, name),
]

/** Home › Presys series › the model. */
export const presysModelTrail = (locale: Locale, model: PresysModelPage, name?: string): Crumb[] => [
  home(locale),
  crumb(locale, pages.presys.title, pages.presys.path),
  crumb(locale, model.title, model.path, name),
]

/** Home › the product (the other products have no overview page). */
export const otherProductTrail = (locale: Locale, product: OtherProductPage, name?: string): Crumb[] => [
  home(locale),
  crumb(locale, product.title, product.path, name),
]

/** Home › a page of `pages`, optionally under a parent page. */
export const pageTrail = (locale: Locale, key: keyof typeof pages, parent?: keyof typeof pages): Crumb[] => [
  home(locale),
  ...(parent ? [crumb(locale, pages[parent].title, pages[parent].path)] : []),
  crumb(locale, pages[key].title, pages[key].path),
]
