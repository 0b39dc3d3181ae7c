import { datasheetPdf } from './assets/pdfs'
import { fileSlug, type SeedContext, uploadDatasheet } from './context'
import { type DownloadType, extraDownloads } from './data/downloads'
import { otherProducts } from './data/otherProducts'
import { presysModels } from './data/presysModels'
import { vacuumValves } from './data/vacuumValves'
import type { Localized, NameValue } from './data/types'
import { siteNames } from './data/siteNames'

/** Download document ids by the contract's item id (valves 1–8, Presys 9–24, others 25–36). */
export type DownloadIds = ReadonlyMap<number, number>

interface DownloadPlan {
  itemId: number
  type: DownloadType
  title: Localized<string>
  model: string
  intro?: string
  rows: NameValue[]
}

const otherProductType = (slug: string): DownloadType => (slug === 'mne' ? '4' : slug === 'unisemChiller' ? '5' : '3')

function plans(): DownloadPlan[] {
  return [
    ...vacuumValves.map((v) => ({
      itemId: v.productId,
      type: '1' as const,
      title: v.downloadTitle,
      model: siteNames.vacuumValves[v.pageNumber]?.en ?? v.name,
      intro: v.titleText.en,
      rows: v.technicalData.en,
    })),
    ...presysModels.map((m) => ({
      itemId: m.modelId,
      type: '2' as const,
      title: m.downloadTitle,
      model: `Presys ${siteNames.presysModels[m.modelId]?.en ?? m.name}`,
      intro: m.text.en,
      rows: [
        ...m.mainFeatures.en.map((feature) => ({ name: 'Feature', value: feature })),
        ...m.options.en.map((option) => ({ name: 'Option', value: option })),
        ...m.applications.en.map((application) => ({ name: 'Application', value: application })),
      ],
    })),
    ...otherProducts.map((p) => ({
      itemId: p.downloadId,
      type: otherProductType(p.slug),
      title: p.downloadTitle,
      model: siteNames.otherProducts[p.slug].en,
      intro: p.intro.en,
      rows: p.specTable.en.map((row) => ({ name: row.name, value: row.text })),
    })),
    ...extraDownloads.map((d) => ({ itemId: d.itemId, type: d.type, title: d.title, model: d.title.en, rows: d.rows })),
  ]
}

/** Generates each datasheet PDF, stores it privately and creates its download item. */
export async function seedDownloads(ctx: SeedContext): Promise<DownloadIds> {
  const { payload, req } = ctx
  const items = plans()
  const pdfs = await Promise.all(
    items.map((item) =>
      datasheetPdf({ title: item.title.en, model: item.model, intro: item.intro, rows: item.rows, companyName: ctx.companyName.en }),
    ),
  )
  const ids = new Map<number, number>()
  for (const [index, item] of items.entries()) {
    const file = await uploadDatasheet(ctx, pdfs[index], `${String(item.itemId).padStart(2, '0')}-${fileSlug(item.title.en)}.pdf`)
    const doc = await payload.create({
      collection: 'downloads',
      locale: 'zh',
      data: { itemId: item.itemId, title: item.title.zh, type: item.type, file, order: item.itemId },
      depth: 0,
      req,
    })
    await payload.update({ collection: 'downloads', id: doc.id, locale: 'en', data: { title: item.title.en }, depth: 0, req })
    ids.set(item.itemId, doc.id)
  }
  return ids
}
