import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readSiteNames } from '@/features/site/siteNames'
import { siteNames } from '@/siteMap/namesOfAFreshSite'

import { testPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  // the names a fresh site starts with, as the seed writes them
  for (const locale of ['zh', 'en'] as const) {
    const inLanguage = (names: Record<string, { zh: string; en: string }>) =>
      Object.fromEntries(Object.entries(names).map(([key, name]) => [key, name[locale]]))
    await payload.updateGlobal({
      slug: 'page-names',
      locale,
      data: { pages: inLanguage(siteNames.pages), menuLabels: inLanguage(siteNames.menuLabels) } as never,
    })
  }
})

const valve = { pageNumber: 2, productId: 2, name: 'butterflyValve' }

describe('page and product names in the CMS', () => {
  it('are read in both languages, a missing language showing the other', async () => {
    await payload.create({ collection: 'vacuum-valves', locale: 'zh', data: { ...valve, title: '蝶形调节阀' } })
    await payload.updateGlobal({ slug: 'page-names', locale: 'en', data: { pages: { honor: 'Awards' } } })
    const names = await readSiteNames(payload)
    expect(names.vacuumValves[2]).toEqual({ zh: '蝶形调节阀', en: '蝶形调节阀' })
    expect(names.pages.honor.en).toBe('Awards')
    // a page nobody renamed keeps the name a fresh site starts with
    expect(names.pages.news).toEqual({ zh: '新闻中心', en: 'News' })
  })

  it('refuse a product named like another page, saying which one', async () => {
    const [doc] = (await payload.find({ collection: 'vacuum-valves', where: { pageNumber: { equals: 2 } } })).docs
    await expect(payload.update({ collection: 'vacuum-valves', id: doc.id, locale: 'zh', data: { title: '新闻中心' } })).rejects.toThrow(
      /名称|invalid|无效/,
    )
    const error = await payload
      .update({ collection: 'vacuum-valves', id: doc.id, locale: 'zh', data: { title: '新闻中心' } })
      .catch((caught: { data?: { errors?: { message: string }[] } }) => caught)
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('已是 /News 的名称')
  })

  it('refuse two pages with one name in a language, and accept it in different languages', async () => {
    const error = await payload
      .updateGlobal({ slug: 'page-names', locale: 'zh', data: { pages: { download: '荣誉资质' } } })
      .catch((caught: unknown) => caught)
    expect(JSON.stringify((error as { data?: unknown }).data)).toContain('已是 /honor 的名称')
    await payload.updateGlobal({ slug: 'page-names', locale: 'en', data: { pages: { download: 'Downloads' } } })
    expect((await readSiteNames(payload)).pages.download).toEqual({ zh: '下载中心', en: 'Downloads' })
  })
})
