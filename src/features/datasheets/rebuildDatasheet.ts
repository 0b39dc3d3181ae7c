import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionAfterChangeHook, Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'

import { objectStorageEnabled, readObject } from '@/lib/objectStorage'
import { uploadDirs } from '@/lib/paths'
import en from '@/messages/en/finder.json'
import zh from '@/messages/zh/finder.json'
import type { Media, OtherProduct, PresysModel, SiteSetting, VacuumValf as VacuumValve } from '@/payload-types'
import { type Locale, locales } from '@/siteMap'

import { catalogueProductOf, type ProductCollection } from '@/features/specs/productSpecs'
import { readSiteNames } from '@/features/site/siteNames'
import type { SiteNames } from '@/siteMap/names'
import { productFamilies } from '@/features/specs/specOptions'
import { lineTexts, specRows, tableRows } from '@/features/specs/specRows'
import { type DatasheetContent, renderDatasheet } from './datasheetPdf'
import { siteLog } from '@/runtime/log.mjs'

const messages = { zh: zh.finder.datasheet, en: en.finder.datasheet }

type ProductDoc = VacuumValve | PresysModel | OtherProduct

/** What every datasheet prints beside its product's own data: the names, and the contact block in each language. */
interface SharedData {
  names: SiteNames
  settings: Record<Locale, SiteSetting>
  /** Each picture made once (a product's picture is in both languages' datasheets, some products share one). */
  pictures: Map<string, Promise<Uint8Array | null>>
}

async function readSharedData(payload: Payload, req: PayloadRequest): Promise<SharedData> {
  const settings = {} as Record<Locale, SiteSetting>
  for (const locale of locales) settings[locale] = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0, req })
  return { names: await readSiteNames(payload, req), settings, pictures: new Map() }
}

/**
 * A picture no wider than the page needs, on white: a photo (JPEG or WebP) as JPEG, which the PDF
 * keeps as it is; anything else as PNG, whose pixels the PDF compresses again (line art stays free
 * of JPEG's noise around its lines). Null when it is missing or unreadable.
 */
function pictureBytes(media: number | Media | null | undefined, shared: SharedData): Promise<Uint8Array | null> {
  if (!media || typeof media !== 'object' || !media.filename) return Promise.resolve(null)
  const key = `${media.id} ${media.updatedAt}`
  let picture = shared.pictures.get(key)
  if (!picture) shared.pictures.set(key, (picture = readPicture(media, media.filename)))
  return picture
}

async function readPicture(media: Media, filename: string): Promise<Uint8Array | null> {
  try {
    let bytes: Buffer | null
    if (objectStorageEnabled()) {
      const object = await readObject(media)
      bytes = object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null
    } else {
      bytes = await readFile(path.join(uploadDirs.media, path.basename(filename)))
    }
    if (!bytes) return null
    const picture = sharp(bytes).resize({ width: 1000, withoutEnlargement: true }).flatten({ background: '#ffffff' })
    const photo = media.mimeType === 'image/jpeg' || media.mimeType === 'image/webp'
    return await (photo ? picture.jpeg({ quality: 85 }) : picture.png()).toBuffer()
  } catch (error) {
    siteLog('datasheet').warn({ err: error, file: filename }, 'picture skipped')
    return null
  }
}

async function contentOf(
  payload: Payload,
  collection: ProductCollection,
  doc: ProductDoc,
  locale: Locale,
  req: PayloadRequest,
  shared: SharedData,
): Promise<DatasheetContent | null> {
  const product = catalogueProductOf(collection, doc, shared.names)
  if (!product) return null
  const label = messages[locale]
  const settings = shared.settings[locale]
  const versions = await payload.findVersions({
    collection,
    where: { parent: { equals: doc.id } },
    limit: 1,
    depth: 0,
    req,
  })
  const rows = specRows(product.specs, locale)
  const base = {
    title: product.title[locale],
    subtitle: product.specs.family ? productFamilies[product.specs.family][locale] : '',
    contact: {
      company: settings.companyName ?? '',
      lines: [
        settings.servicePhone ? `${label.phone}: ${settings.servicePhone}` : '',
        settings.serviceEmail ? `${label.email}: ${settings.serviceEmail}` : '',
        settings.serviceAddress ? `${label.address}: ${settings.serviceAddress}` : '',
      ].filter(Boolean),
    },
    date: (doc.updatedAt ?? new Date().toISOString()).slice(0, 10),
    revision: Math.max(1, versions.totalDocs),
    labels: label,
  }
  if (collection === 'vacuum-valves') {
    const valve = doc as VacuumValve
    return {
      ...base,
      intro: valve.titleText ?? '',
      rows: [...rows, ...tableRows(valve.technicalData)],
      lists: [],
      picture: await pictureBytes(valve.image, shared),
      drawing: await pictureBytes(locale === 'en' ? valve.drawingEn : valve.drawingZh, shared),
    }
  }
  if (collection === 'presys-models') {
    const model = doc as PresysModel
    return {
      ...base,
      intro: model.text ?? '',
      rows,
      lists: [
        { heading: label.features, lines: lineTexts(model.mainFeatures) },
        { heading: label.options, lines: lineTexts(model.options) },
      ],
      picture: await pictureBytes(model.image, shared),
      drawing: null,
    }
  }
  const other = doc as OtherProduct
  return {
    ...base,
    intro: other.intro ?? '',
    rows: [...rows, ...tableRows(other.specTable)],
    lists: [],
    picture: await pictureBytes(other.images?.[0]?.image, shared),
    drawing: null,
  }
}

/**
 * Builds the product's datasheet in each language from its stored specifications and keeps it as a
 * private datasheet file (local disk or the bucket, like uploaded ones), replacing the previous
 * build. The download item's size and format follow the Chinese file when no PDF was uploaded.
 */
async function rebuildProductDatasheets(
  payload: Payload,
  collection: ProductCollection,
  id: number,
  req: PayloadRequest,
  shared: SharedData,
): Promise<void> {
  for (const locale of locales) {
    const doc = (await payload.findByID({ collection, id, locale, depth: 2, req })) as ProductDoc
    const content = await contentOf(payload, collection, doc, locale, req, shared)
    const product = catalogueProductOf(collection, doc, shared.names)
    if (!content || !product) return
    const pdf = Buffer.from(await renderDatasheet(content))
    // the new file first, then the older ones (never a newer one a build beside this one made): a
    // download in between, or a failed build, still finds one
    const built = await payload.create({
      collection: 'datasheets',
      data: { generated: { productKey: product.key, itemId: product.itemId, locale } },
      file: {
        data: pdf,
        mimetype: 'application/pdf',
        name: `${product.key.replace(/[^\w]+/g, '-')}-${locale}.pdf`,
        size: pdf.length,
      },
      req,
    })
    await payload.delete({
      collection: 'datasheets',
      where: {
        and: [
          { 'generated.productKey': { equals: product.key } },
          { 'generated.locale': { equals: locale } },
          { id: { less_than: built.id } },
        ],
      },
      req,
    })
    if (locale === 'zh') {
      await payload.update({
        collection: 'downloads',
        where: { and: [{ itemId: { equals: product.itemId } }, { file: { exists: false } }] },
        data: { sizeMb: Math.max(0.1, Math.round((pdf.length / 1024 / 1024) * 10) / 10), extension: 'pdf' },
        req,
      })
    }
  }
}

/**
 * Every product's datasheets, rebuilt (the seed calls this once the company's contact data is in).
 * With `keepGoing`, a product whose build fails is logged and the others are still built.
 */
export async function rebuildAllDatasheets(payload: Payload, req: PayloadRequest, { keepGoing = false } = {}): Promise<void> {
  const shared = await readSharedData(payload, req)
  for (const collection of ['vacuum-valves', 'presys-models', 'other-products'] as const) {
    const { docs } = await payload.find({ collection, pagination: false, depth: 0, req })
    for (const doc of docs) {
      try {
        await rebuildProductDatasheets(payload, collection, doc.id, req, shared)
      } catch (error) {
        if (!keepGoing) throw error
        payload.logger.error({ err: error, msg: `[datasheet] rebuilding ${collection} ${doc.id} failed; its previous datasheet stays` })
      }
    }
  }
}

/**
 * Publishing a product rebuilds its datasheets within the save, so that the next download serves
 * the new figures (a few hundred milliseconds). The seed sets `skipDatasheet` and builds them once
 * at the end.
 */
export const rebuildDatasheet: CollectionAfterChangeHook<ProductDoc> = async ({ collection, doc, req, context }) => {
  if (context.skipDatasheet || req.context.skipDatasheet) return doc
  try {
    await rebuildProductDatasheets(req.payload, collection.slug as ProductCollection, doc.id, req, await readSharedData(req.payload, req))
  } catch (error) {
    // the product is saved either way; the previous datasheet stays until the next save
    req.payload.logger.error({ err: error, msg: `[datasheet] rebuilding ${collection.slug} ${doc.id} failed` })
  }
  return doc
}
