import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migrations } from '@/migrations/sqlite'
import { seed } from '@/seed'
import { articles } from '@/seed/data/articles'
import { otherProductPages, presysModelPages, vacuumValvePages } from '@/siteMap'

let payload: Payload

const collections = [
  'vacuum-valves',
  'presys-models',
  'other-products',
  'downloads',
  'datasheets',
  'articles',
  'honors',
  'faqs',
  'timelines',
  'text-pages',
  'job-departments',
  'contact-cards',
  'media',
] as const

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    collections.map(async (collection) => [collection, (await payload.count({ collection })).totalDocs] as const),
  )
  return Object.fromEntries(entries)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  // Passed in because Payload's loader cannot import the .ts migration files under Vitest; its
  // Migration type declares the arguments as unknown, which the generated functions narrow.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const started = Date.now()
  await seed(payload)
  console.info(`seed took ${((Date.now() - started) / 1000).toFixed(1)} s`)
}, 300_000)

describe('the initial content', () => {
  it('has one valve page per site-map entry, in its order, with their product ids and downloads', async () => {
    const { docs } = await payload.find({ collection: 'vacuum-valves', sort: 'pageNumber', locale: 'en', depth: 1, limit: 20 })
    expect(docs.map((v) => [v.pageNumber, v.productId, v.name])).toEqual(vacuumValvePages.map((v) => [v.pageNumber, v.productId, v.name]))
    for (const valve of docs) {
      expect(typeof valve.download === 'object' && valve.download?.itemId).toBe(valve.productId)
      expect(valve.drawingZh).toBeTruthy()
      expect(valve.drawingEn).toBeTruthy()
      expect(valve.drawingZh).not.toEqual(valve.drawingEn)
      // the typed specifications carry leak rate, pressure, temperature and seals; the rest stay rows
      expect(valve.technicalData?.length).toBeGreaterThanOrEqual(3)
      expect(valve.specs?.family).toBeTruthy()
      expect(valve.specs?.leakRate).toBeGreaterThan(0)
    }
    expect(docs.find((v) => v.name === 'rectangularValve')?.showFlanges).toBe(false)
    expect(docs.find((v) => v.name === 'MGVAGV')?.size).toBe('DN100 – DN160')
    const zh = await payload.find({ collection: 'vacuum-valves', where: { pageNumber: { equals: 1 } }, locale: 'zh' })
    expect(zh.docs[0]?.title).toMatch(/插板阀/)
    expect(docs[0]?.title).toMatch(/Gate Valve/)
  })

  it("has the sixteen Presys models with ids 9 to 24 in the site map's order", async () => {
    const { docs } = await payload.find({ collection: 'presys-models', sort: 'modelId', limit: 50 })
    expect(docs.map((m) => [m.modelId, m.name])).toEqual(presysModelPages.map((p) => [p.id, p.name]))
    expect(docs.every((m) => (m.applications?.length ?? 0) > 0 && (m.mainFeatures?.length ?? 0) > 0)).toBe(true)
  })

  it('keeps the contract ids of the download items and has a PDF for each', async () => {
    const { docs } = await payload.find({ collection: 'downloads', sort: 'itemId', limit: 100, depth: 0 })
    expect(docs.map((d) => d.itemId)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1))
    expect(docs.every((d) => d.extension === 'pdf' && (d.sizeMb ?? 0) > 0)).toBe(true)
    // products get datasheets generated from their specs in both languages; the other documents a file
    const generated = await payload.find({
      collection: 'datasheets',
      where: { 'generated.itemId': { exists: true } },
      limit: 100,
      depth: 0,
    })
    const generatedItems = new Set(generated.docs.map((d) => `${d.generated?.itemId}-${d.generated?.locale}`))
    for (const item of docs) {
      if ((item.itemId ?? 0) <= 30)
        expect([generatedItems.has(`${item.itemId}-zh`), generatedItems.has(`${item.itemId}-en`)]).toEqual([true, true])
      else expect(item.file).toBeTruthy()
    }
    const byType = (type: string) => docs.filter((d) => d.type === type).length
    expect([byType('1'), byType('2'), byType('4'), byType('5')]).toEqual([8, 16, 5, 3])
    const en = await payload.find({ collection: 'downloads', where: { itemId: { equals: 25 } }, locale: 'en' })
    expect(en.docs[0]?.title).toBe('Throttle valve datasheet')
  })

  it('chains the other products and carries the throttle valve figures', async () => {
    const { docs } = await payload.find({ collection: 'other-products', sort: 'order', locale: 'en', limit: 10 })
    expect(docs.map((p) => p.slug)).toEqual(otherProductPages.map((p) => p.slug))
    expect(docs.map((p) => p.hasNext)).toEqual([true, true, true, true, true, false])
    expect(docs.find((p) => p.slug === 'mne')?.images).toHaveLength(3)
    const throttle = docs[0]?.specTable?.map((row) => row.text).join(' ')
    expect(throttle).toContain('< 1.5 s')
    expect(throttle).toContain('1/28,800')
    expect(docs.find((p) => p.slug === 'multiPositionController')?.specTable?.[0]?.text).toBe('Up to 6')
  })

  it('keeps both languages of rows inside non-localized arrays', async () => {
    const zh = await payload.find({ collection: 'other-products', where: { slug: { equals: 'unisemChiller' } }, locale: 'zh' })
    const en = await payload.find({ collection: 'other-products', where: { slug: { equals: 'unisemChiller' } }, locale: 'en' })
    const zhRows = zh.docs[0]?.chillerRows ?? []
    const enRows = en.docs[0]?.chillerRows ?? []
    expect(zhRows.filter((r) => r.classF)).toHaveLength(3)
    expect(zhRows.filter((r) => !r.classF)).toHaveLength(3)
    expect(zhRows[0]?.features).toMatch(/风冷/)
    expect(enRows[0]?.features).toMatch(/Air-cooled/)

    const jobs = async (locale: 'zh' | 'en') =>
      (await payload.find({ collection: 'job-departments', locale, limit: 10 })).docs.flatMap((d) => d.jobs ?? [])
    const processZh = (await jobs('zh')).find((j) => j.salary === '8000-16000')
    const processEn = (await jobs('en')).find((j) => j.salary === '8000-16000')
    expect([processZh?.type, processZh?.planPeople]).toEqual(['工艺工程师', 1])
    expect(processEn?.type).toBe('Process Engineer')
  })

  it('publishes news in each language it is written in', async () => {
    const inLanguage = async (locale: 'zh' | 'en') =>
      (
        await payload.count({
          collection: 'articles',
          locale,
          where: { and: [{ title: { exists: true } }, { _status: { equals: 'published' } }] },
        })
      ).totalDocs
    expect(await inLanguage('zh')).toBe(articles.filter((a) => a.text.zh).length)
    expect(await inLanguage('en')).toBe(articles.filter((a) => a.text.en).length)
    const { docs } = await payload.find({ collection: 'articles', sort: '-publishedAt', limit: 1, locale: 'zh' })
    expect(docs[0]?.content?.root.children.length).toBeGreaterThan(0)
  })

  it('fills the company pages, FAQ and timelines', async () => {
    const faq = async (group: 'vacuumValve' | 'presysBrief') =>
      (await payload.count({ collection: 'faqs', where: { group: { equals: group } } })).totalDocs
    expect(await faq('vacuumValve')).toBe(3)
    expect(await faq('presysBrief')).toBeGreaterThanOrEqual(4)
    const profile = await payload.find({ collection: 'text-pages', where: { key: { equals: 'companyProfile' } }, locale: 'en' })
    expect(profile.docs[0]?.sections).toHaveLength(7)
    const development = await payload.find({
      collection: 'timelines',
      where: { kind: { equals: 'development' } },
      sort: 'order',
      locale: 'en',
    })
    expect(development.docs.map((t) => t.year)).toEqual(['2018', '2019', '2020', '2021', '2022', '2023', 'Future'])
    expect((await payload.count({ collection: 'contact-cards' })).totalDocs).toBe(3)
  })

  it('sets the company facts, home slides and footer in both languages', async () => {
    const zh = await payload.findGlobal({ slug: 'site-settings', locale: 'zh', depth: 0 })
    const en = await payload.findGlobal({ slug: 'site-settings', locale: 'en', depth: 0 })
    expect(zh.companyName).toBe('示例真空科技有限公司')
    expect(en.companyName).toBe('Example Vacuum Technology Co., Ltd.')
    expect(zh.bannerSlides?.map((s) => s.href)).toEqual(['/about', '/valveRepairDndMaintenance', '/News'])
    expect(zh.footerGroups).toHaveLength(6)
    expect(zh.footerGroups?.[0]?.links?.[0]?.label).toBe('真空阀门')
    expect(en.footerGroups?.[0]?.links?.[0]?.label).toBe('Vacuum valves')
  })

  it('keeps the seeded pictures under 15 MB', async () => {
    const { docs } = await payload.find({ collection: 'media', limit: 500, depth: 0, pagination: false })
    const bytes = docs.reduce((sum, m) => sum + (m.filesize ?? 0), 0)
    expect(bytes).toBeLessThan(15 * 1024 * 1024)
  })

  it('does nothing when content already exists', async () => {
    const before = await counts()
    await seed(payload)
    expect(await counts()).toEqual(before)
  })
})
