import type { MetadataRoute } from 'next'
import type { Payload, Where } from 'payload'

import type { Download, Media, OtherProduct, PresysModel, TextPage, VacuumValf } from '@/payload-types'
import {
  type DownloadCentreType,
  type Locale,
  localizedHref,
  type OtherProductSlug,
  otherProductPages,
  pages,
  presysModelPages,
  type ProductTarget,
  productTargets,
  vacuumValvePages,
} from '@/siteMap'

/**
 * Read functions of the catalogue: vacuum valves, Presys models, other products, their FAQs and
 * timelines, and the download centre. Each takes the Payload client so that tests can call it on
 * a temporary database; pages read through the cached wrappers in `catalogue.server.ts`.
 * Everything returned is plain data shaped for rendering, in one language.
 */

export interface ImageView {
  url: string
  alt: string
  width: number | null
  height: number | null
}

/** A two-column table row (technical data, spec tables). */
export interface SpecRow {
  name: string
  text: string
}

export const imageOf = (media: number | Media | null | undefined, fallbackAlt: string): ImageView | null =>
  media && typeof media === 'object' && media.url
    ? { url: media.url, alt: media.alt || fallbackAlt, width: media.width ?? null, height: media.height ?? null }
    : null

const itemIdOf = (download: number | Download | null | undefined, fallback: number): number =>
  download && typeof download === 'object' && download.itemId ? download.itemId : fallback

const specRows = (rows: { name: string; text: string }[] | null | undefined): SpecRow[] =>
  (rows ?? []).map(({ name, text }) => ({ name, text }))

const lines = (rows: { text: string }[] | null | undefined): string[] => (rows ?? []).map((r) => r.text)

export interface VacuumValveSummary {
  pageNumber: number
  title: string
  image: ImageView | null
}

export interface VacuumValveDetail extends VacuumValveSummary {
  productId: number
  name: string
  titleText: string
  size: string
  driver: string
  valveMaterial: string
  feedthrough: string
  /** Null where the flanges are not shown (the flag is off, and always for the rectangular valve). */
  standardFlanges: string | null
  technicalData: SpecRow[]
  /** The drawing in the page's language: drawingZh (the detail call's `image`) or drawingEn (`image2`). */
  drawing: ImageView | null
  downloadTitle: string
  downloadItemId: number
}

/** The rectangular valve never shows standard flanges, whatever the flag says (spec section 2). */
const RECTANGULAR_VALVE = 'rectangularValve'

const toValveSummary = (doc: VacuumValf): VacuumValveSummary => ({
  pageNumber: doc.pageNumber,
  title: doc.homeTitle || doc.title,
  image: imageOf(doc.image, doc.title),
})

export async function listVacuumValves(payload: Payload, locale: Locale): Promise<VacuumValveSummary[]> {
  const found = await payload.find({ collection: 'vacuum-valves', locale, sort: 'pageNumber', limit: 8, depth: 1 })
  return found.docs.map(toValveSummary)
}

export async function findVacuumValve(payload: Payload, locale: Locale, pageNumber: number): Promise<VacuumValveDetail | null> {
  const found = await payload.find({
    collection: 'vacuum-valves',
    locale,
    where: { pageNumber: { equals: pageNumber } },
    limit: 1,
    depth: 1,
  })
  const doc = found.docs[0]
  if (!doc) return null
  const showFlanges = Boolean(doc.showFlanges) && doc.name !== RECTANGULAR_VALVE
  return {
    ...toValveSummary(doc),
    title: doc.title,
    productId: doc.productId,
    name: doc.name,
    titleText: doc.titleText ?? '',
    size: doc.size ?? '',
    driver: doc.driver ?? '',
    valveMaterial: doc.valveMaterial ?? '',
    feedthrough: doc.feedthrough ?? '',
    standardFlanges: showFlanges ? (doc.standardFlanges ?? '') : null,
    technicalData: specRows(doc.technicalData),
    drawing: imageOf(locale === 'en' ? doc.drawingEn : doc.drawingZh, doc.title),
    downloadTitle: doc.downloadTitle || doc.title,
    downloadItemId: itemIdOf(doc.download, doc.productId),
  }
}

export interface PresysModelSummary {
  modelId: number
  name: string
  title: string
  titleTwo: string
  image: ImageView | null
}

/** The facts of an attached file, when there is one (format and size in MB). */
export interface FileFacts {
  extension: string
  sizeMb: number | null
}

const fileFactsOf = (download: number | Download | null | undefined): FileFacts | null =>
  download && typeof download === 'object' && download.extension
    ? { extension: download.extension, sizeMb: download.sizeMb ?? null }
    : null

export interface PresysModelDetail extends PresysModelSummary {
  text: string
  applications: string[]
  mainFeatures: string[]
  options: string[]
  background: ImageView | null
  downloadTitle: string
  downloadText: string
  downloadItemId: number
  downloadFile: FileFacts | null
}

const toPresysSummary = (doc: PresysModel): PresysModelSummary => ({
  modelId: doc.modelId,
  name: doc.name,
  title: doc.title,
  titleTwo: doc.titleTwo ?? '',
  image: imageOf(doc.image, doc.title),
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
  return found.docs.map(toPresysSummary)
}

export async function findPresysModel(payload: Payload, locale: Locale, modelId: number): Promise<PresysModelDetail | null> {
  const found = await payload.find({
    collection: 'presys-models',
    locale,
    where: { modelId: { equals: modelId } },
    limit: 1,
    depth: 1,
  })
  const doc = found.docs[0]
  if (!doc) return null
  return {
    ...toPresysSummary(doc),
    text: doc.text ?? '',
    applications: lines(doc.applications),
    mainFeatures: lines(doc.mainFeatures),
    options: lines(doc.options),
    background: imageOf(doc.bgImage, doc.title),
    downloadTitle: doc.downloadTitle || doc.title,
    downloadText: doc.downloadText ?? '',
    downloadItemId: itemIdOf(doc.download, doc.modelId),
    downloadFile: fileFactsOf(doc.download),
  }
}

export interface ChillerRow {
  class: string
  type: string
  picture: ImageView | null
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
  images: ImageView[]
  /** The chiller's two tables: rows without and with the classF flag. */
  chillerTables: [ChillerRow[], ChillerRow[]]
  hasNext: boolean
  downloadTitle: string
  downloadItemId: number
}

const toChillerRow = (row: NonNullable<OtherProduct['chillerRows']>[number]): ChillerRow => ({
  class: row.class ?? '',
  type: row.type,
  picture: imageOf(row.pic, row.type),
  features: row.features ?? '',
  tempRange: row.tempRange ?? '',
  coolingCapacity: row.coolingCapacity ?? '',
  channels: row.channels ?? '',
  heater: row.heater ?? '',
  flowrate: row.flowrate ?? '',
})

export async function findOtherProduct(
  payload: Payload,
  locale: Locale,
  slug: OtherProductSlug,
): Promise<OtherProductDetail | null> {
  const found = await payload.find({
    collection: 'other-products',
    locale,
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 2,
  })
  const doc = found.docs[0]
  if (!doc) return null
  const rows = doc.chillerRows ?? []
  const fallbackDownloadId = otherProductPages.find((o) => o.slug === slug)?.downloadId ?? 0
  const download = typeof doc.download === 'object' ? doc.download : null
  return {
    slug,
    title: doc.title,
    intro: doc.intro ?? '',
    specTable: specRows(doc.specTable),
    images: (doc.images ?? []).flatMap((entry, index) => imageOf(entry.image, `${doc.title} ${index + 1}`) ?? []),
    chillerTables: [rows.filter((r) => !r.classF).map(toChillerRow), rows.filter((r) => r.classF).map(toChillerRow)],
    hasNext: doc.hasNext !== false,
    downloadTitle: download?.title || doc.title,
    downloadItemId: itemIdOf(doc.download, fallbackDownloadId),
  }
}

export interface FaqEntry {
  question: string
  answer: string
}

export async function listFaqs(payload: Payload, locale: Locale, group: 'vacuumValve' | 'presysBrief'): Promise<FaqEntry[]> {
  const found = await payload.find({ collection: 'faqs', locale, where: { group: { equals: group } }, sort: 'order', limit: 50 })
  return found.docs.map(({ question, answer }) => ({ question, answer }))
}

export interface TimelineEntry {
  year: string
  items: string[]
}

export async function listPresysTimeline(payload: Payload, locale: Locale): Promise<TimelineEntry[]> {
  const found = await payload.find({
    collection: 'timelines',
    locale,
    where: { kind: { equals: 'presysProcess' } },
    sort: 'order',
    limit: 100,
  })
  return found.docs.map((doc) => ({ year: doc.year, items: lines(doc.items) }))
}

export interface TextPageView {
  title: string
  intro: string
  banner: ImageView | null
  image: ImageView | null
  sections: { heading: string; body: string }[]
}

export async function findTextPage(payload: Payload, locale: Locale, key: TextPage['key']): Promise<TextPageView | null> {
  const found = await payload.find({ collection: 'text-pages', locale, where: { key: { equals: key } }, limit: 1, depth: 1 })
  const doc = found.docs[0]
  if (!doc) return null
  return {
    title: doc.title,
    intro: doc.intro ?? '',
    banner: imageOf(doc.banner, doc.title),
    image: imageOf(doc.image, doc.title),
    sections: (doc.sections ?? []).map((s) => ({ heading: s.heading ?? '', body: s.body })),
  }
}

/** A row of the download centre, with the contract's field names (spec sections 3 and 7). */
export interface DownloadRow {
  id: number
  title: string
  size: number | null
  extension: string
}

const toDownloadRow = (doc: Download): DownloadRow => ({
  id: doc.itemId ?? doc.id,
  title: doc.title,
  size: doc.sizeMb ?? null,
  extension: doc.extension || 'pdf',
})

/** The download centre's lists by type, titles in the page's language. */
export async function listDownloadsByType(
  payload: Payload,
  locale: Locale,
  types: readonly DownloadCentreType[],
): Promise<Record<DownloadCentreType, DownloadRow[]>> {
  const found = await payload.find({
    collection: 'downloads',
    locale,
    where: { type: { in: [...types] } },
    sort: ['order', 'itemId'],
    limit: 1000,
    depth: 0,
  })
  const byType = Object.fromEntries(types.map((type) => [type, [] as DownloadRow[]])) as Record<DownloadCentreType, DownloadRow[]>
  for (const doc of found.docs) {
    if (doc.type in byType) byType[doc.type as DownloadCentreType].push(toDownloadRow(doc))
  }
  return byType
}

/** Longer keywords are cut: nobody types a model name that long, and the query stays cheap. */
export const SEARCH_KEYWORD_MAX = 50

export interface SearchResults {
  keyword: string
  products: ProductTarget[]
  news: { id: number; title: string; date: string }[]
  downloads: DownloadRow[]
}

const normalise = (text: string) => text.toLowerCase().replace(/[\s\-_/]+/g, '')

/** The product pages whose title or keywords contain the keyword (or that the keyword names). */
export function matchProducts(keyword: string): ProductTarget[] {
  const wanted = normalise(keyword)
  if (!wanted) return []
  return productTargets.filter((target) =>
    [target.title.zh, target.title.en, ...target.keywords].some((name) => {
      const candidate = normalise(name)
      return candidate.includes(wanted) || (wanted.length >= 3 && wanted.includes(candidate))
    }),
  )
}

/** The search results page: product pages, news and downloads whose title matches the keyword. */
export async function searchCatalogue(payload: Payload, locale: Locale, rawKeyword: string): Promise<SearchResults> {
  const keyword = rawKeyword.trim().slice(0, SEARCH_KEYWORD_MAX)
  if (!keyword) return { keyword, products: [], news: [], downloads: [] }
  const titleMatches: Where = { title: { contains: keyword } }
  const [news, downloads] = await Promise.all([
    payload.find({
      collection: 'articles',
      locale,
      fallbackLocale: false,
      where: { and: [{ _status: { equals: 'published' } }, { or: [titleMatches, { intro: { contains: keyword } }] }] },
      sort: '-publishedAt',
      limit: 20,
      depth: 0,
    }),
    payload.find({ collection: 'downloads', locale, where: titleMatches, sort: 'itemId', limit: 20, depth: 0 }),
  ])
  return {
    keyword,
    products: matchProducts(keyword),
    news: news.docs.map((doc) => ({ id: doc.id, title: doc.title ?? '', date: (doc.publishedAt ?? doc.createdAt).slice(0, 10) })),
    downloads: downloads.docs.map(toDownloadRow),
  }
}

/**
 * The catalogue's product pages for /sitemap.xml, in both languages (the site's sitemap.ts adds
 * them to the pages of `pages`). Member-only pages are listed too: the acceptance asks for every
 * product page; a crawler without a session is sent to the login page.
 */
export function catalogueSitemapEntries(siteUrl: string): MetadataRoute.Sitemap {
  const paths = [
    ...vacuumValvePages.map((v) => v.path),
    ...presysModelPages.map((p) => p.path),
    ...otherProductPages.map((o) => o.path),
  ]
  const absolute = (locale: Locale, path: string) => new URL(localizedHref(locale, path), siteUrl).toString()
  return paths.flatMap((path) =>
    (['zh', 'en'] as const).map((locale) => ({
      url: absolute(locale, path),
      changeFrequency: 'monthly' as const,
      priority: path.startsWith(pages.presysDetail.path) ? 0.6 : 0.8,
      alternates: { languages: { zh: absolute('zh', path), en: absolute('en', path) } },
    })),
  )
}
