import { type Bilingual, type MenuLabelKey, type NameRef, type OtherProductSlug, type PageKey, pages, presysModelPageById } from './index'

/**
 * Every name the site shows for its pages, products and menu entries, in both languages. Editors
 * keep them in the CMS (decision 017): the page names and menu labels in the 页面名称 global, a
 * product's name on its record. Pages read them through one cached read (`getSiteNames`).
 */
export interface SiteNames {
  pages: Record<PageKey, Bilingual>
  menuLabels: Record<MenuLabelKey, Bilingual>
  /** By page number (VacuumValve1 … 8). */
  vacuumValves: Record<number, Bilingual>
  /** By model id (9–24). */
  presysModels: Record<number, Bilingual>
  otherProducts: Record<OtherProductSlug, Bilingual>
}

/** The name an entry of the site map shows; a product the CMS lacks is named by its path. */
export function nameOf(names: SiteNames, ref: NameRef): Bilingual {
  if ('page' in ref) return names.pages[ref.page]
  if ('menuLabel' in ref) return names.menuLabels[ref.menuLabel]
  const found =
    'vacuumValve' in ref
      ? names.vacuumValves[ref.vacuumValve]
      : 'presysModel' in ref
        ? names.presysModels[ref.presysModel]
        : names.otherProducts[ref.otherProduct]
  return found ?? { zh: '', en: '' }
}

/** The names of pages and products, each with its path: two must never be equal in a language. */
export function namedEntries(names: SiteNames): { path: string; name: Bilingual }[] {
  const presysPath = (id: string) => presysModelPageById(Number(id))?.path ?? `/presysDetail?id=${id}`
  return [
    ...Object.entries(names.pages).map(([key, name]) => ({
      path: pages[key as PageKey].path,
      name,
    })),
    ...Object.entries(names.vacuumValves).map(([key, name]) => ({
      path: `/VacuumValve${key}`,
      name,
    })),
    ...Object.entries(names.presysModels).map(([key, name]) => ({
      path: presysPath(key),
      name,
    })),
    ...Object.entries(names.otherProducts).map(([key, name]) => ({
      path: `/${key}`,
      name,
    })),
  ]
}
