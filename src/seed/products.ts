import { type OtherProductSlug, presysModelPageById, vacuumValvePageByNumber } from '@/siteMap'

import { presysBackground, productImage, technicalDrawing } from './assets/images'
import { type SeedContext, sameRows, uploadImage } from './context'
import { otherProducts } from './data/otherProducts'
import { isTypedRow, otherProductSpecs, presysModelSpecs, vacuumValveSpecs } from './data/productSpecs'
import { presysModels } from './data/presysModels'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import type { Locale, Localized } from './data/types'
import { vacuumValves } from './data/vacuumValves'
import type { DownloadIds } from './downloads'

const lines = (texts: readonly string[]) => texts.map((text) => ({ text }))

/** The technical-data rows the typed specifications do not carry. */
const freeRows = (rows: readonly { name: string; value: string }[]) =>
  rows.filter((row) => !isTypedRow(row.name)).map((row) => ({ name: row.name, text: row.value }))

/** Seed data is keyed by the site map's keys; the site map gives the rest (ids, keys). */
function inSiteMap<P>(page: P | undefined, what: string): P {
  if (!page) throw new Error(`${what} is not in the site map`)
  return page
}

/** A product's one name (decision 017): a fresh site starts with the seed's. */
function productName(title: Localized<string> | undefined, what: string): Localized<string> {
  if (!title) throw new Error(`${what} has no name in src/siteMap/namesOfAFreshSite.ts`)
  return title
}

function downloadOf(downloads: DownloadIds, itemId: number): number {
  const id = downloads.get(itemId)
  if (id === undefined) throw new Error(`No download item ${itemId} was seeded`)
  return id
}

export async function seedVacuumValves(ctx: SeedContext, downloads: DownloadIds): Promise<void> {
  const { payload, req } = ctx
  for (const valve of vacuumValves) {
    const page = inSiteMap(vacuumValvePageByNumber(valve.pageNumber), `/VacuumValve${valve.pageNumber}`)
    const title = productName(siteNames.vacuumValves[valve.pageNumber], `VacuumValve${valve.pageNumber}`)
    const drawingNumber = `VV-${String(valve.pageNumber).padStart(2, '0')}`
    const size = valve.size.en.replace(/^Opening /, '')
    const [render, drawingZh, drawingEn] = await Promise.all([
      productImage({ shape: valve.shape, name: page.name }),
      technicalDrawing({ shape: valve.shape, locale: 'zh', title: title.zh, drawingNumber, size }),
      technicalDrawing({ shape: valve.shape, locale: 'en', title: title.en, drawingNumber, size }),
    ])
    const image = await uploadImage(ctx, render, title)
    const drawingZhId = await uploadImage(ctx, drawingZh, {
      zh: `${title.zh}技术图纸`,
      en: `${title.en} technical drawing (Chinese)`,
    })
    const drawingEnId = await uploadImage(ctx, drawingEn, {
      zh: `${title.zh}技术图纸（英文）`,
      en: `${title.en} technical drawing`,
    })
    const doc = await payload.create({
      collection: 'vacuum-valves',
      locale: 'zh',
      data: {
        pageNumber: valve.pageNumber,
        productId: page.productId,
        name: page.name,
        title: title.zh,
        homeTitle: valve.homeTitle.zh,
        titleText: valve.titleText.zh,
        size: valve.size.zh,
        driver: valve.driver.zh,
        valveMaterial: valve.valveMaterial.zh,
        feedthrough: valve.feedthrough.zh,
        standardFlanges: valve.standardFlanges.zh,
        showFlanges: valve.showFlanges,
        specs: vacuumValveSpecs[page.name],
        technicalData: freeRows(valve.technicalData.zh),
        image,
        drawingZh: drawingZhId,
        drawingEn: drawingEnId,
        downloadTitle: valve.downloadTitle.zh,
        download: downloadOf(downloads, page.productId),
      },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'vacuum-valves',
      id: doc.id,
      locale: 'en',
      data: {
        title: title.en,
        homeTitle: valve.homeTitle.en,
        titleText: valve.titleText.en,
        size: valve.size.en,
        driver: valve.driver.en,
        valveMaterial: valve.valveMaterial.en,
        feedthrough: valve.feedthrough.en,
        standardFlanges: valve.standardFlanges.en,
        technicalData: freeRows(valve.technicalData.en),
        downloadTitle: valve.downloadTitle.en,
      },
      depth: 0,
      req,
    })
  }
}

export async function seedPresysModels(ctx: SeedContext, downloads: DownloadIds): Promise<void> {
  const { payload, req } = ctx
  const bgImage = await uploadImage(ctx, await presysBackground(), { zh: 'Presys 产品背景', en: 'Presys product background' })
  const modelPages = presysModels.map((model) => inSiteMap(presysModelPageById(model.modelId), `Presys model ${model.modelId}`))
  const renders = await Promise.all(
    presysModels.map((model, index) => productImage({ shape: model.shape, name: `presys-${modelPages[index].name}` })),
  )
  for (const [index, model] of presysModels.entries()) {
    const { name } = modelPages[index]
    const title = productName(siteNames.presysModels[model.modelId], `Presys model ${model.modelId}`)
    const image = await uploadImage(ctx, renders[index], title)
    const doc = await payload.create({
      collection: 'presys-models',
      locale: 'zh',
      data: {
        modelId: model.modelId,
        name,
        title: title.zh,
        titleTwo: model.titleTwo.zh,
        text: model.text.zh,
        applications: lines(model.applications.zh),
        mainFeatures: lines(model.mainFeatures.zh),
        options: lines(model.options.zh),
        specs: presysModelSpecs[name],
        image,
        bgImage,
        downloadTitle: model.downloadTitle.zh,
        downloadText: model.downloadText.zh,
        download: downloadOf(downloads, model.modelId),
      },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'presys-models',
      id: doc.id,
      locale: 'en',
      data: {
        title: title.en,
        titleTwo: model.titleTwo.en,
        text: model.text.en,
        applications: lines(model.applications.en),
        mainFeatures: lines(model.mainFeatures.en),
        options: lines(model.options.en),
        downloadTitle: model.downloadTitle.en,
        downloadText: model.downloadText.en,
      },
      depth: 0,
      req,
    })
  }
}

/** Captions of the pages that show several pictures, in picture order. */
const captionsBySlug: Partial<Record<OtherProductSlug, Localized<string>[]>> = {
  mne: [
    { zh: '全氟醚 O 形圈', en: 'Perfluoroelastomer O-rings' },
    { zh: '阀板硫化密封', en: 'Bonded gate seals' },
    { zh: '法兰密封圈', en: 'Flange seals' },
  ],
  unisemChiller: [
    { zh: '标准系列', en: 'Standard series' },
    { zh: 'F 系列', en: 'F series' },
  ],
}

export async function seedOtherProducts(ctx: SeedContext, downloads: DownloadIds): Promise<void> {
  const { payload, req } = ctx
  for (const product of otherProducts) {
    const title = siteNames.otherProducts[product.slug]
    const images: number[] = []
    for (let index = 0; index < product.imageCount; index++) {
      const caption = captionsBySlug[product.slug]?.[index]
      const render = await productImage({ shape: product.shape, name: `${product.slug}-${index + 1}` })
      const alt = caption ? { zh: `${title.zh} · ${caption.zh}`, en: `${title.en} · ${caption.en}` } : title
      images.push(await uploadImage(ctx, render, alt))
    }
    // Each chiller table shows the picture of its series: standard rows the first, F rows the second.
    const chillerRows = (locale: Locale) =>
      (product.chillerRows ?? []).map(({ features, ...row }) => ({
        ...row,
        features: features[locale],
        pic: images[row.classF ? 1 : 0] ?? images[0],
      }))
    const doc = await payload.create({
      collection: 'other-products',
      locale: 'zh',
      data: {
        slug: product.slug,
        order: product.order,
        hasNext: product.hasNext,
        title: title.zh,
        intro: product.intro.zh,
        specs: otherProductSpecs[product.slug],
        specTable: product.specTable.zh.filter((row) => !isTypedRow(row.name)),
        images: images.map((image) => ({ image })),
        chillerRows: chillerRows('zh'),
        download: downloadOf(downloads, product.downloadId),
      },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'other-products',
      id: doc.id,
      locale: 'en',
      data: {
        title: title.en,
        intro: product.intro.en,
        specTable: product.specTable.en.filter((row) => !isTypedRow(row.name)),
        chillerRows: sameRows(doc.chillerRows, chillerRows('en')),
      },
      depth: 0,
      req,
    })
  }
}
