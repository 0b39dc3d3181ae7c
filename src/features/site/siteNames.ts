import type { Payload, PayloadRequest } from 'payload'

import { siteNames as namesOfAFreshSite } from '@/siteMap/namesOfAFreshSite'
import { type Bilingual, menuLabelKeys, type PageKey, pages } from '@/siteMap'
import { type SiteNames } from '@/siteMap/names'

/** A localized field read with `locale: 'all'`: one value per language, any of them missing. */
type PerLanguage = Partial<Record<keyof Bilingual, string | null>>

const both = (value: unknown, fallback: Bilingual): Bilingual => {
  const read = (value && typeof value === 'object' ? value : {}) as PerLanguage
  const zh = read.zh?.trim() || read.en?.trim() || fallback.zh
  const en = read.en?.trim() || read.zh?.trim() || fallback.en
  return { zh, en }
}

/**
 * Every page, menu and product name as editors left them: the 页面名称 global and the products'
 * titles, in both languages. A name missing in one language shows the other; a name missing in both
 * (a site not yet seeded with it) the one a fresh site starts with.
 */
export async function readSiteNames(payload: Payload, req?: PayloadRequest): Promise<SiteNames> {
  // Inside an editor's save (the unique-name check): the same transaction, but a copy of the request,
  // because a read with `locale: 'all'` sets the request's locale and the save would then write every language.
  const reading = req && ({ ...req } as PayloadRequest)
  const all = { locale: 'all' as const, depth: 0, pagination: false, req: reading }
  const [global, valves, models, others] = await Promise.all([
    payload.findGlobal({ slug: 'page-names', locale: 'all', depth: 0, req: reading }),
    payload.find({
      collection: 'vacuum-valves',
      ...all,
      select: { pageNumber: true, title: true },
    }),
    payload.find({
      collection: 'presys-models',
      ...all,
      select: { modelId: true, title: true },
    }),
    payload.find({
      collection: 'other-products',
      ...all,
      select: { slug: true, title: true },
    }),
  ])
  const stored = global as unknown as {
    pages?: Record<string, unknown>
    menuLabels?: Record<string, unknown>
  }
  const names: SiteNames = structuredClone(namesOfAFreshSite)
  for (const key of Object.keys(pages) as PageKey[]) names.pages[key] = both(stored.pages?.[key], names.pages[key])
  for (const key of menuLabelKeys) names.menuLabels[key] = both(stored.menuLabels?.[key], names.menuLabels[key])
  const blank = { zh: '', en: '' }
  for (const doc of valves.docs) names.vacuumValves[doc.pageNumber] = both(doc.title, names.vacuumValves[doc.pageNumber] ?? blank)
  for (const doc of models.docs) names.presysModels[doc.modelId] = both(doc.title, names.presysModels[doc.modelId] ?? blank)
  for (const doc of others.docs) {
    const slug = doc.slug as keyof SiteNames['otherProducts']
    names.otherProducts[slug] = both(doc.title, names.otherProducts[slug] ?? blank)
  }
  return names
}
