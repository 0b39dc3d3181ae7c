import type { Payload, Where } from 'payload'

import type { DownloadListItem } from '@/features/downloads/downloads'
import { itemIdOf, type ProductCollection, type ProductSpecs, specsOf } from '@/features/specs/productSpecs'
import { lineTexts, type SpecRow, tableRows } from '@/features/specs/tableRows'
import { type NamedProductPage, productPagesMatching } from '@/features/search/search'
import { type Picture, pictureOf, productPicture } from '@/lib/media'
import type { Download, Faq, OtherProduct, PresysModel } from '@/payload-types'
import { type Locale, type OtherProductSlug, otherProductPages, presysModelPages, vacuumValvePages } from '@/siteMap'
import type { SiteNames } from '@/siteMap/names'

/**
 * Read functions of the catalogue's product pages: vacuum valves, Presys models, other products,
 * their FAQs, and the search results page. Each takes the Payload client so that tests can call it
 * on a temporary database; pages read through the cached wrappers in `src/features/content/content.server.ts`.
 * Everything returned is plain data shaped for rendering, in one language.
 */

/** The one product record that `where` finds (by its page number, model id or slug), in a language, or null. */
async function productRecord<Collection extends ProductCollection>(
  payload: Payload,
  collection: Collection,
  locale: Locale,
  where: Where,
  depth = 1,
) {
  const found = await payload.find({ collection, locale, where, limit: 1, depth })
  return found.docs[0] ?? null
}

export interface VacuumValveDetail {
  pageNumber: number
  productId: number
  name: string
  title: string
  titleText: string
  image: Picture | null
  size: string
  driver: string
  valveMaterial: string
  feedthrough: string
  /** Null where the flanges are not shown (the flag is off, and always for the rectangular valve). */
  standardFlanges: string | null
  technicalData: SpecRow[]
  specs: ProductSpecs
  /** The drawing in the page's language: drawingZh (the detail call's `image`) or drawingEn (`image2`). */
  drawing: Picture | null
  downloadTitle: string
  downloadItemId: number
  downloadFile: FileFacts | null
}

/** The rectangular valve never shows standard flanges, whatever the flag says. */
const RECTANGULAR_VALVE = 'rectangularValve'

export async function findVacuumValve(payload: Payload, locale: Locale, pageNumber: number): Promise<VacuumValveDetail | null> {
  const doc = await productRecord(payload, 'vacuum-valves', locale, { pageNumber: { equals: pageNumber } })
  if (!doc) return null
  const showFlanges = Boolean(doc.showFlanges) && doc.name !== RECTANGULAR_VALVE
  const title = doc.title
  return {
    pageNumber: doc.pageNumber,
    productId: doc.productId,
    name: doc.name,
    title,
    titleText: doc.titleText ?? '',
    image: productPicture(doc.image, title),
    size: doc.size ?? '',
    driver: doc.driver ?? '',
    valveMaterial: doc.valveMaterial ?? '',
    feedthrough: doc.feedthrough ?? '',
    standardFlanges: showFlanges ? (doc.standardFlanges ?? '') : null,
    technicalData: tableRows(doc.technicalData),
    specs: specsOf(doc.specs),
    drawing: pictureOf(locale === 'en' ? doc.drawingEn : doc.drawingZh, title),
    downloadTitle: doc.downloadTitle || title,
    downloadItemId: itemIdOf(doc.download, doc.productId),
    downloadFile: fileFactsOf(doc.download),
  }
}

export interface PresysModelSummary {
  modelId: number
  name: string
  title: string
  titleTwo: string
  image: Picture | null
}

/** The facts of an attached file, when there is one (format and size in MB). */
export interface FileFacts {
  extension: string
  sizeMb: number | null
}

const fileFactsOf = (download: number | Download | null | undefined): FileFacts | null =>
  download && typeof download === 'object' && download.extension ? { extension: download.extension, sizeMb: download.sizeMb ?? null } : null

export interface PresysModelDetail extends PresysModelSummary {
  text: string
  applications: string[]
  mainFeatures: string[]
  options: string[]
  downloadTitle: string
  downloadText: string
  downloadItemId: number
  downloadFile: FileFacts | null
  specs: ProductSpecs
}

const toPresysSummary = (doc: PresysModel): PresysModelSummary => ({
  modelId: doc.modelId,
  name: doc.name,
  title: doc.title,
  titleTwo: doc.titleTwo ?? '',
  image: productPicture(doc.image, doc.title),
})

/** The models of the /Presys list, in id order, without those staff have hidden. */
export async function listPresysModels(payload: Payload, locale: Locale): Promise<PresysModelSummary[]> {
  const found = await payload.find({
    collection: 'presys-models',
    locale,
    where: { hidden: { not_equals: true } },
    sort: 'modelId',
    limit: 100,
    depth: 1,
  })
  return found.docs.map((doc) => toPresysSummary(doc))
}

export async function findPresysModel(payload: Payload, locale: Locale, modelId: number): Promise<PresysModelDetail | null> {
  const doc = await productRecord(payload, 'presys-models', locale, { modelId: { equals: modelId } })
  if (!doc) return null
  return {
    ...toPresysSummary(doc),
    text: doc.text ?? '',
    applications: lineTexts(doc.applications),
    mainFeatures: lineTexts(doc.mainFeatures),
    options: lineTexts(doc.options),
    downloadTitle: doc.downloadTitle || doc.title,
    downloadText: doc.downloadText ?? '',
    downloadItemId: itemIdOf(doc.download, doc.modelId),
    downloadFile: fileFactsOf(doc.download),
    specs: specsOf(doc.specs),
  }
}

export interface ChillerRow {
  type: string
  picture: Picture | null
  features: string
  tempRange: string
  coolingCapacity: string
  channels: string
  heater: string
  flowrate: string
}

export interface OtherProductDetail {
  slug: OtherProductSlug
  title: string
  intro: string
  specTable: SpecRow[]
  specs: ProductSpecs
  images: Picture[]
  /** The chiller's two tables: rows without and with the classF flag. */
  chillerTables: [ChillerRow[], ChillerRow[]]
  hasNext: boolean
  downloadTitle: string
  downloadItemId: number
  downloadFile: FileFacts | null
}

const toChillerRow = (row: NonNullable<OtherProduct['chillerRows']>[number]): ChillerRow => ({
  type: row.type,
  picture: pictureOf(row.pic, row.type),
  features: row.features ?? '',
  tempRange: row.tempRange ?? '',
  coolingCapacity: row.coolingCapacity ?? '',
  channels: row.channels ?? '',
  heater: row.heater ?? '',
  flowrate: row.flowrate ?? '',
})

export async function findOtherProduct(payload: Payload, locale: Locale, slug: OtherProductSlug): Promise<OtherProductDetail | null> {
  const doc = await productRecord(payload, 'other-products', locale, { slug: { equals: slug } }, 2)
  if (!doc) return null
  const rows = doc.chillerRows ?? []
  const productPage = otherProductPages.find((o) => o.slug === slug)
  const fallbackDownloadId = productPage?.downloadId ?? 0
  const download = typeof doc.download === 'object' ? doc.download : null
  const title = doc.title
  return {
    slug,
    title,
    intro: doc.intro ?? '',
    specTable: tableRows(doc.specTable),
    specs: specsOf(doc.specs),
    images: (doc.images ?? []).flatMap((entry, index) => pictureOf(entry.image, `${title} ${index + 1}`) ?? []),
    chillerTables: [rows.filter((r) => !r.classF).map(toChillerRow), rows.filter((r) => r.classF).map(toChillerRow)],
    hasNext: doc.hasNext !== false,
    downloadTitle: download?.title || title,
    downloadItemId: itemIdOf(doc.download, fallbackDownloadId),
    downloadFile: fileFactsOf(doc.download),
  }
}

export type FaqEntry = Pick<Faq, 'question' | 'answer'>

export async function listFaqs(payload: Payload, locale: Locale, group: 'vacuumValve' | 'presysBrief'): Promise<FaqEntry[]> {
  const found = await payload.find({ collection: 'faqs', locale, where: { group: { equals: group } }, sort: 'order', limit: 50 })
  return found.docs.map(({ question, answer }) => ({ question, answer }))
}

/** A download item as a page shows it: the title in the page's language (the contract's `title` or `title_en`). */
export interface DownloadRow {
  id: number
  title: string
  size: number | null
  extension: string
}

export const downloadRowIn = (locale: Locale, item: DownloadListItem): DownloadRow => ({
  id: item.id,
  title: locale === 'en' ? item.title_en : item.title,
  size: item.size,
  extension: item.extension || 'pdf',
})

/** Longer keywords are cut: nobody types a model name that long, and the query stays cheap. */
export const SEARCH_KEYWORD_MAX = 50

export interface SearchResults {
  keyword: string
  products: NamedProductPage[]
  news: { id: number; title: string; date: string }[]
  downloads: DownloadRow[]
}

/** The search results page: product pages, news and downloads whose title matches the keyword. */
export async function searchCatalogue(payload: Payload, locale: Locale, rawKeyword: string, names: SiteNames): Promise<SearchResults> {
  const keyword = rawKeyword.trim().slice(0, SEARCH_KEYWORD_MAX)
  if (!keyword) return { keyword, products: [], news: [], downloads: [] }
  const [news, downloads] = await Promise.all([
    payload.find({
      collection: 'articles',
      locale,
      fallbackLocale: false,
      where: {
        and: [{ _status: { equals: 'published' } }, { or: [{ title: { contains: keyword } }, { intro: { contains: keyword } }] }],
      },
      sort: '-publishedAt',
      limit: 20,
      depth: 0,
    }),
    payload.find({
      collection: 'downloads',
      locale,
      where: { and: [{ title: { contains: keyword } }, { itemId: { exists: true } }] },
      sort: 'itemId',
      limit: 20,
      depth: 0,
    }),
  ])
  return {
    keyword,
    products: productPagesMatching(names, keyword),
    news: news.docs.map((doc) => ({ id: doc.id, title: doc.title ?? '', date: (doc.publishedAt ?? doc.createdAt).slice(0, 10) })),
    downloads: downloads.docs.map((doc) => ({
      id: doc.itemId ?? doc.id,
      title: doc.title,
      size: doc.sizeMb ?? null,
      extension: doc.extension || 'pdf',
    })),
  }
}

/**
 * The member-only product pages for /sitemap.xml (the sitemap lists the site map's public pages
 * itself). The acceptance asks for every product page there; a crawler without a session is sent
 * to the login page.
 */
export function memberProductPaths(): string[] {
  return [...vacuumValvePages, ...presysModelPages].filter((page) => page.membersOnly).map((page) => page.path)
}
