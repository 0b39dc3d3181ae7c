import { datasheetPdf } from './assets/pdfs'
import { fileSlug, type SeedContext, uploadDatasheet } from './context'
import { type DownloadType, extraDownloads } from './data/downloads'
import { otherProducts } from './data/otherProducts'
import { presysModels } from './data/presysModels'
import { vacuumValves } from './data/vacuumValves'
import type { Localized, NameValue } from './data/types'
import { vacuumValvePageByNumber } from '@/siteMap'

/** Download document ids by the contract's item id (valves 1–8, Presys 9–24, others 25–36). */
export type DownloadIds = ReadonlyMap<number, number>

interface DownloadPlan {
  itemId: number
  type: DownloadType
  title: Localized<string>
  /** The English rows of the PDF uploaded for a document that is no product (products get theirs generated). */
  rows?: NameValue[]
}

const otherProductType = (slug: string): DownloadType => (slug === 'mne' ? '4' : slug === 'unisemChiller' ? '5' : '3')

/** The download of /VacuumValveN carries its product's id. */
function productIdOf(pageNumber: number): number {
  const page = vacuumValvePageByNumber(pageNumber)
  if (!page) throw new Error(`/VacuumValve${pageNumber} is not in the site map`)
  return page.productId
}

function plans(): DownloadPlan[] {
  return [
    ...vacuumValves.map((v) => ({ itemId: productIdOf(v.pageNumber), type: '1' as const, title: v.downloadTitle })),
    ...presysModels.map((m) => ({ itemId: m.modelId, type: '2' as const, title: m.downloadTitle })),
    ...otherProducts.map((p) => ({ itemId: p.downloadId, type: otherProductType(p.slug), title: p.downloadTitle })),
    ...extraDownloads.map((d) => ({ itemId: d.itemId, type: d.type, title: d.title, rows: d.rows })),
  ]
}

/**
 * Creates the download items. A product's item gets no file: its datasheet is generated from the
 * product's specifications (features/datasheets); the documents that belong to no
 * product get a generated PDF as their uploaded file.
 */
export async function seedDownloads(ctx: SeedContext): Promise<DownloadIds> {
  const { payload, req } = ctx
  const ids = new Map<number, number>()
  for (const item of plans()) {
    const file = item.rows
      ? await uploadDatasheet(
          ctx,
          await datasheetPdf({ title: item.title.en, model: item.title.en, rows: item.rows, companyName: ctx.companyName.en }),
          `${String(item.itemId).padStart(2, '0')}-${fileSlug(item.title.en)}.pdf`,
        )
      : undefined
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
