import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type GlobalBeforeChangeHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { readSiteNames } from '@/domain/siteNames'
import { label } from '@/lib/bilingual'
import { contentTags, revalidateContent } from '@/lib/revalidate'
import { isLocale, type Locale, type PageKey, pages, presysModelPageById } from '@/siteMap'
import { namedEntries, type SiteNames } from '@/siteMap/names'

/** The first other page or product that already carries `name` in this language. */
function holderOf(names: SiteNames, locale: Locale, name: string, ownPath: string): string | undefined {
  const wanted = name.trim()
  return namedEntries(names).find((entry) => entry.path !== ownPath && entry.name[locale].trim() === wanted)?.path
}

const message = (req: PayloadRequest, name: string, holder: string) =>
  req.i18n?.language === 'en'
    ? `"${name}" already names ${holder}: two pages cannot share a name, or the menu and search could not tell them apart.`
    : `“${name}”已是 ${holder} 的名称：两个页面不能同名，否则菜单和搜索无法区分。`

const editedLocale = (req: PayloadRequest): Locale | undefined => (isLocale(req.locale) ? req.locale : undefined)

/** The path of a product record, as the site map knows it. */
function productPath(collection: string, doc: Record<string, unknown>): string {
  if (collection === 'vacuum-valves') return `/VacuumValve${String(doc.pageNumber)}`
  if (collection === 'presys-models') return presysModelPageById(Number(doc.modelId))?.path ?? `/presysDetail?id=${String(doc.modelId)}`
  return `/${String(doc.slug)}`
}

/** A product's name (its title) must not be another page's or product's name in the same language. */
export const refuseSharedProductName: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const locale = editedLocale(req)
  const title = typeof data.title === 'string' ? data.title : undefined
  if (!locale || !title?.trim()) return data
  const holder = holderOf(await readSiteNames(req.payload, req), locale, title, productPath(collection.slug, { ...originalDoc, ...data }))
  if (holder)
    throw new ValidationError(
      {
        collection: collection.slug,
        errors: [{ path: 'title', message: message(req, title, holder) }],
        req,
      },
      req.t,
    )
  return data
}

/** Menus, breadcrumbs and headings of every page show product names: a rename expires them all. */
export const revalidateRenamedProduct: CollectionAfterChangeHook = ({ doc, previousDoc, operation }) => {
  if (operation === 'create' || doc.title !== previousDoc?.title) revalidateContent(contentTags.names)
  return doc
}

export const revalidateDeletedProduct = () => revalidateContent(contentTags.names)

/** No two page names of the 页面名称 global, nor a page and a product, may be equal in one language. */
export const refuseSharedPageNames: GlobalBeforeChangeHook = async ({ data, req }) => {
  const locale = editedLocale(req)
  if (!locale) return data
  const names = await readSiteNames(req.payload, req)
  const edited = (data.pages ?? {}) as Partial<Record<PageKey, string>>
  for (const key of Object.keys(pages) as PageKey[]) {
    const name = edited[key]
    if (typeof name === 'string' && name.trim()) names.pages[key] = { ...names.pages[key], [locale]: name }
  }
  const errors = (Object.keys(pages) as PageKey[]).flatMap((key) => {
    const name = names.pages[key][locale]
    const holder = holderOf(names, locale, name, pages[key].path)
    return holder ? [{ path: `pages.${key}`, message: message(req, name, holder) }] : []
  })
  if (errors.length > 0) throw new ValidationError({ global: 'page-names', errors, req }, req.t)
  return data
}

/** Admin settings of a product's `title`, its one name (decision 016). */
export const productNameAdmin = {
  description: label(
    '产品的唯一名称：菜单、面包屑、页面标题、浏览器标签和搜索都显示它。',
    "The product's one name: menu, breadcrumb, page heading, browser tab and search show it.",
  ),
}
