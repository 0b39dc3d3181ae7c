import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { downloadRowIn, findVacuumValve, listPresysModels, memberProductPaths, searchCatalogue } from '@/features/catalogue/catalogue'
import { productPagesMatching } from '@/features/search/search'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { presysModelPages } from '@/siteMap'

import { testPayload } from '../support/payload'

describe('products listed on the search results page', () => {
  it('lists every product page a keyword matches, the best match first', () => {
    const hrefs = productPagesMatching(siteNames, 'Y70').map((p) => p.href)
    expect(hrefs[0]).toBe('/presysDetail?form=y70')
    expect(hrefs).toEqual(expect.arrayContaining(['/presysDetail?form=y70Two', '/presysDetail?form=y70Three']))
    expect(productPagesMatching(siteNames, '冷水机').map((p) => p.href)).toEqual(['/unisemChiller'])
  })

  it('lists nothing for an unknown or empty keyword', () => {
    expect(productPagesMatching(siteNames, 'flux capacitor')).toEqual([])
    expect(productPagesMatching(siteNames, '   ')).toEqual([])
  })
})

describe('member-only product pages in the sitemap', () => {
  it('are the eight valves and the sixteen Presys models', () => {
    const paths = memberProductPaths()
    expect(paths).toHaveLength(24)
    expect(paths).toContain('/VacuumValve8')
    expect(paths).toContain('/presysDetail?form=y76')
  })
})

describe('download rows', () => {
  it('carry the title of the page language', () => {
    const item = { id: 31, title: 'O 形圈选型表', title_en: 'O-ring selection table', size: 0.4, extension: null }
    expect(downloadRowIn('zh', item)).toEqual({ id: 31, title: 'O 形圈选型表', size: 0.4, extension: 'pdf' })
    expect(downloadRowIn('en', item).title).toBe('O-ring selection table')
  })
})

describe('catalogue reads', () => {
  let payload: Payload

  const png = async (name: string) => {
    const data = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#0b3c7d' } })
      .png()
      .toBuffer()
    return payload.create({
      collection: 'media',
      data: { alt: name },
      file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    })
  }

  const valve = async (pageNumber: number, name: string, showFlanges: boolean) => {
    const [drawingZh, drawingEn] = await Promise.all([png(`${name}-zh`), png(`${name}-en`)])
    return payload.create({
      collection: 'vacuum-valves',
      locale: 'zh',
      data: {
        pageNumber,
        productId: 100 + pageNumber,
        name,
        title: name,
        standardFlanges: 'ISO-K, CF',
        showFlanges,
        drawingZh: drawingZh.id,
        drawingEn: drawingEn.id,
      },
    })
  }

  beforeAll(async () => {
    payload = await testPayload()
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

  it('shows standard flanges only where the flag is set, and never for the rectangular valve', async () => {
    expect((await findVacuumValve(payload, 'zh', 1))?.standardFlanges).toBe('ISO-K, CF')
    expect((await findVacuumValve(payload, 'zh', 5))?.standardFlanges).toBeNull()
    expect((await findVacuumValve(payload, 'zh', 7))?.standardFlanges).toBeNull()
  })

  it('gives the drawing of the page language', async () => {
    expect((await findVacuumValve(payload, 'zh', 1))?.drawing?.src).toMatch(/MGVAGV-zh\.png$/)
    expect((await findVacuumValve(payload, 'en', 1))?.drawing?.src).toMatch(/MGVAGV-en\.png$/)
  })

  it('falls back to the product id as download id when no item is attached', async () => {
    expect((await findVacuumValve(payload, 'zh', 1))?.downloadItemId).toBe(101)
    expect(await findVacuumValve(payload, 'zh', 2)).toBeNull()
  })

  it('leaves hidden Presys models out of the list', async () => {
    expect((await listPresysModels(payload, 'zh')).map((m) => m.name)).toEqual(['presysy77'])
    expect(presysModelPages.find((p) => p.name === 'y74')?.id).toBe(10)
  })

  it('searches downloads in the page language and says which products match', async () => {
    const results = await searchCatalogue(payload, 'en', ' o-ring ', siteNames)
    expect(results.keyword).toBe('o-ring')
    expect(results.downloads.map((d) => [d.id, d.title])).toEqual([[31, 'O-ring selection table']])
    expect(results.products).toEqual([])
    expect((await searchCatalogue(payload, 'zh', '形圈', siteNames)).downloads.map((d) => d.title)).toEqual(['O 形圈选型表'])
    expect((await searchCatalogue(payload, 'zh', 'butterfly', siteNames)).products.map((p) => p.href)).toEqual([
      '/VacuumValve2',
      '/presysDetail?form=y60',
    ])
    expect((await searchCatalogue(payload, 'zh', '', siteNames)).downloads).toEqual([])
  })
})
