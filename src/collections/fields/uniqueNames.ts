import type { CollectionAfterChangeHook, PayloadRequest, TextField, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

import { readSiteNames } from '@/features/site/siteNames'
import { label } from '@/lib/bilingual'
import { contentTags, revalidateContent } from '@/lib/revalidate'
import { isLocale, type Locale, type PageKey, pages, presysModelPageById } from '@/siteMap'
import { namedEntries, type SiteNames } from '@/siteMap/names'

/** The stored names, read once for all the fields a save checks (a copy each, as checks overlay their own). */
async function storedNames(req: PayloadRequest): Promise<SiteNames> {
  const context = req.context as { storedSiteNames?: Promise<SiteNames> }
  context.storedSiteNames ??= readSiteNames(req.payload, req)
  return structuredClone(await context.storedSiteNames)
}

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

/**
 * A product's name (its title) must not be another page's or product's name in the same language.
 * Checked when the editor saves (not on every keystroke); the message shows under the field.
 */
const uniqueProductName: TextFieldSingleValidation = async (value, options) => {
  const basic = text(value, options)
  if (basic !== true) return basic
  const { req, data, collectionSlug, event } = options
  const locale = editedLocale(req)
  if (event === 'onChange' || !locale || !collectionSlug || !value?.trim()) return true
  const holder = holderOf(await storedNames(req), locale, value, productPath(collectionSlug, data as Record<string, unknown>))
  return holder ? message(req, value, holder) : true
}

/** Menus, breadcrumbs and headings of every page show product names: a rename expires them all. */
export const revalidateRenamedProduct: CollectionAfterChangeHook = ({ doc, previousDoc, operation }) => {
  if (operation === 'create' || doc.title !== previousDoc?.title) revalidateContent(contentTags.names)
  return doc
}

export const revalidateDeletedProduct = () => revalidateContent(contentTags.names)

/**
 * No two page names of the 页面名称 global, nor a page and a product, may be equal in one language:
 * checked against the other names of the same save, then the stored ones.
 */
export const uniquePageName: TextFieldSingleValidation = async (value, options) => {
  const basic = text(value, options)
  if (basic !== true) return basic
  const { req, siblingData, path, event } = options
  const locale = editedLocale(req)
  const key = String(path.at(-1)) as PageKey
  if (event === 'onChange' || !locale || !value?.trim() || !(key in pages)) return true
  const names = await storedNames(req)
  for (const [other, name] of Object.entries(siblingData ?? {})) {
    if (other in pages && typeof name === 'string' && name.trim())
      names.pages[other as PageKey] = { ...names.pages[other as PageKey], [locale]: name }
  }
  const holder = holderOf(names, locale, value, pages[key].path)
  return holder ? message(req, value, holder) : true
}

/** Admin settings of a product's `title`, its one name (decision 017). */
const productNameAdmin = {
  description: label(
    '产品的唯一名称：菜单、面包屑、页面标题、浏览器标签和搜索都显示它。',
    "The product's one name: menu, breadcrumb, page heading, browser tab and search show it.",
  ),
}

/** A product's `title`: its one name in each language, unique among the site's names (decision 017). */
export const productTitleField = (): TextField => ({
  name: 'title',
  type: 'text',
  required: true,
  localized: true,
  label: label('名称', 'Name'),
  admin: productNameAdmin,
  validate: uniqueProductName,
})
