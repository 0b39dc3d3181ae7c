import type { Migration, Payload } from 'payload'
import { getPayload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import config from '@/payload.config'
import {
  catalogueSitemapEntries,
  findVacuumValve,
  listDownloadsByType,
  listPresysModels,
  matchProducts,
  searchCatalogue,
} from '@/domain/catalogue'
import { migrations } from '@/migrations/sqlite'
import { presysModelPages } from '@/siteMap'

describe('product search mapping', () => {
  it('finds a Presys model by its model name in any case', () => {
    expect(matchProducts('y77').map((p) => p.href)).toEqual(['/presysDetail?form=presysy77'])
    expect(matchProducts('Y70-2').map((p) => p.href)).toContain('/presysDetail?form=y70Two')
  })

  it('finds valve and other-product pages by title words in both languages', () => {
    expect(matchProducts('butterfly').map((p) => p.href)).toContain('/VacuumValve2')
    expect(matchProducts('冷水机').map((p) => p.href)).toEqual(['/unisemChiller'])
  })

  it('finds nothing for an unknown or empty keyword', () => {
    expect(matchProducts('flux capacitor')).toEqual([])
    expect(matchProducts('   ')).toEqual([])
  })
})

describe('catalogue sitemap entries', () => {
  it('lists every product page in both languages with its alternate', () => {
    const entries = catalogueSitemapEntries('https://valves.example')
    expect(entries).toHaveLength((8 + 16 + 6) * 2)
    expect(entries.map((e) => e.url)).toContain('https://valves.example/en/VacuumValve8')
    expect(entries.map((e) => e.url)).toContain('https://valves.example/presysDetail?form=y76')
    const chiller = entries.find((e) => e.url === 'https://valves.example/unisemChiller')
    expect(chiller?.alternates?.languages).toEqual({
      zh: 'https://valves.example/unisemChiller',
      en: 'https://valves.example/en/unisemChiller',
    })
  })
})

describe('catalogue reads', () => {
  let payload: Payload

  const png = async (name: string) => {
    const data = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0b3c7d' } }).png().toBuffer()
    return payload.create({ collection: 'media', data: { alt: name }, file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length } })
  }

  const valve = async (pageNumber: number, name: string, showFlanges: boolean) => {
    const [drawingZh, drawingEn] = await Promise.all([png(`${name}-zh`), png(`${name}-en`)])
    return payload.create({
      collection: 'vacuum-valves',
      locale: 'zh',
      data: { pageNumber, productId: 100 + pageNumber, name, title: name, standardFlanges: 'ISO-K, CF', showFlanges, drawingZh: drawingZh.id, drawingEn: drawingEn.id },
    })
  }

  beforeAll(async () => {
    payload = await getPayload({ config })
    // the migrations are passed in: Payload's own loader imports .ts files natively, which vitest cannot
    // (Payload types their arguments as unknown; the adapter passes the ones they expect)
    await payload.db.migrate({
      migrations: migrations.map(({ name, up, down }) => ({ name, up: up as Migration['up'], down: down as Migration['down'] })),
    })
    await valve(1, 'MGVAGV', true)
    await valve(5, 'rectangularValve', true)
    await valve(7, 'vacuumGateValve', false)
    for (const [itemId, type, zh, en] of [
      [1, '1', '插板阀资料', 'Gate valve datasheet'],
      [31, '4', 'O 形圈选型表', 'O-ring selection table'],
      [26, '3', '控制器资料', 'Controller datasheet'],
    ] as const) {
      const doc = await payload.create({ collection: 'downloads', locale: 'zh', data: { itemId, type, title: zh } })
      await payload.update({ collection: 'downloads', id: doc.id, locale: 'en', data: { title: en } })
    }
    for (const [modelId, name, hidden] of [
      [9, 'presysy77', false],
      [10, 'y74', true],
    ] as const) {
      await payload.create({ collection: 'presys-models', locale: 'zh', data: { modelId, name, hidden, title: name } })
    }
  })

  afterAll(async () => {
    await payload?.destroy()
  })

  it('shows standard flanges only where the flag is set, and never for the rectangular valve', async () => {
    expect((await findVacuumValve(payload, 'zh', 1))?.standardFlanges).toBe('ISO-K, CF')
    expect((await findVacuumValve(payload, 'zh', 5))?.standardFlanges).toBeNull()
    expect((await findVacuumValve(payload, 'zh', 7))?.standardFlanges).toBeNull()
  })

  it('gives the drawing of the page language', async () => {
    expect((await findVacuumValve(payload, 'zh', 1))?.drawing?.url).toMatch(/MGVAGV-zh\.png$/)
    expect((await findVacuumValve(payload, 'en', 1))?.drawing?.url).toMatch(/MGVAGV-en\.png$/)
  })

  it('falls back to the product id as download id when no item is attached', async () => {
    expect((await findVacuumValve(payload, 'zh', 1))?.downloadItemId).toBe(101)
    expect(await findVacuumValve(payload, 'zh', 2)).toBeNull()
  })

  it('lists the download centre by tab with titles in the page language', async () => {
    const zh = await listDownloadsByType(payload, 'zh', ['1', '2', '4', '5'])
    const en = await listDownloadsByType(payload, 'en', ['1', '2', '4', '5'])
    expect(zh['1'].map((r) => r.title)).toEqual(['插板阀资料'])
    expect(en['1'].map((r) => [r.id, r.title, r.extension])).toEqual([[1, 'Gate valve datasheet', 'pdf']])
    expect(en['4'].map((r) => r.title)).toEqual(['O-ring selection table'])
    expect(en['2']).toEqual([])
    expect(Object.keys(en)).not.toContain('3')
  })

  it('leaves hidden Presys models out of the list', async () => {
    expect((await listPresysModels(payload, 'zh')).map((m) => m.name)).toEqual(['presysy77'])
    expect(presysModelPages.find((p) => p.name === 'y74')?.id).toBe(10)
  })

  it('searches downloads in the page language and says which products match', async () => {
    const results = await searchCatalogue(payload, 'en', ' o-ring ')
    expect(results.keyword).toBe('o-ring')
    expect(results.downloads.map((d) => d.id)).toEqual([31])
    expect(results.products).toEqual([])
    expect((await searchCatalogue(payload, 'zh', '')).downloads).toEqual([])
  })
})
