import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as articleDetail } from '@/api/calls/article.detail'
import { POST as articleIndex } from '@/api/calls/article.index'
import { POST as homeNews } from '@/api/calls/index.index'
import { POST as search } from '@/api/calls/index.search'
import { POST as productDetail } from '@/api/calls/product.detail'
import { POST as downloadList } from '@/api/calls/product.getDownloadList'

import { call } from '../support/api'
import { createDatasheet, createImage, richText } from '../support/fixtures'
import { testPayload } from '../support/payload'

// outside a Next server there is no data cache: the home page's cached read runs straight through
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: <T extends (...args: never[]) => unknown>(read: T) => read,
}))

let payload: Payload
const articleIds: Record<string, number> = {}

async function article(
  key: string,
  zhTitle: string | null,
  enTitle: string | null,
  day: number,
  status: 'published' | 'draft' = 'published',
) {
  const image = await createImage(payload, `${key}.png`)
  const data = {
    intro: `${key} intro <b>bold?</b>\n\nsecond paragraph`,
    content: richText(`${key} body`, image.id),
    image: image.id,
    banner: image.id,
    category: 'company' as const,
    publishedAt: `2024-03-${String(day).padStart(2, '0')}T08:00:00.000Z`,
    _status: status,
  }
  const doc = await payload.create({ collection: 'articles', locale: zhTitle ? 'zh' : 'en', data: { ...data, title: zhTitle ?? enTitle } })
  if (zhTitle && enTitle) {
    await payload.update({
      collection: 'articles',
      id: doc.id,
      locale: 'en',
      data: { title: enTitle, intro: `${key} English intro`, _status: status },
    })
  }
  articleIds[key] = doc.id
}

beforeAll(async () => {
  payload = await testPayload()
  await article('a', '中文新闻一', 'English news one', 1)
  await article('b', '中文新闻二', null, 2)
  await article('c', null, 'English only', 3)
  await article('d', '中文新闻四', 'English news four', 4)
  await article('draft', '草稿', 'Draft', 5, 'draft')

  const [zhDrawing, enDrawing] = [await createImage(payload, 'mgv-zh.png'), await createImage(payload, 'mgv-en.png')]
  await payload.create({
    collection: 'vacuum-valves',
    data: {
      pageNumber: 3,
      productId: 7,
      name: 'highVacuumDirectValve',
      title: '高真空直角阀',
      drawingZh: zhDrawing.id,
      drawingEn: enDrawing.id,
    },
  })

  const sheet = await createDatasheet(payload, 'mgv.pdf')
  const item = await payload.create({
    collection: 'downloads',
    locale: 'zh',
    data: { itemId: 1, title: 'MGV 阀门资料', type: '1', file: sheet.id, order: 2 },
  })
  await payload.update({ collection: 'downloads', id: item.id, locale: 'en', data: { title: 'MGV valve datasheet' } })
  await payload.create({ collection: 'downloads', locale: 'zh', data: { itemId: 2, title: '蝶阀资料', type: '1', order: 1 } })
  await payload.create({ collection: 'downloads', locale: 'zh', data: { itemId: 25, title: '节流阀资料', type: '3' } })
})

describe('the header search', () => {
  it('answers the title of the matching product page in the request language', async () => {
    expect((await call(search, { keyword: 'Y77' })).body).toEqual({
      code: 1,
      msg: '成功',
      data: { title: 'Y77 摆式压力控制阀', path: '/presysDetail?form=presysy77' },
    })
    expect((await call(search, { keyword: 'butterfly' })).body.data).toEqual({ title: '蝶形控制阀', path: '/VacuumValve2' })
    expect((await call(search, { keyword: '蝶阀' }, { lang: 'en' })).body.data).toEqual({
      title: 'Butterfly Control Valve',
      path: '/VacuumValve2',
    })
  })

  it('searches nothing for an empty keyword and says when nothing matches', async () => {
    expect((await call(search, { keyword: '  ' })).body).toEqual({ code: 0, msg: '请输入产品型号或名称', data: {} })
    expect((await call(search, {})).body.code).toBe(0)
    expect((await call(search, { keyword: 7 })).body.code).toBe(0)
    expect((await call(search, { keyword: 'espresso machine' }, { lang: 'en' })).body).toEqual({
      code: 0,
      msg: 'No matching product',
      data: {},
    })
  })
})

describe('the news calls', () => {
  it('list the published articles of a language, newest first, with HTML intros', async () => {
    const zh = await call(articleIndex, { type: 1 })
    expect(zh.body.code).toBe(1)
    const list = (zh.body.data as { list: Record<string, unknown>[] }).list
    expect(list.map((a) => a.title)).toEqual(['中文新闻四', '中文新闻二', '中文新闻一'])
    expect(list[0]).toMatchObject({
      id: articleIds.d,
      intro: '<p>d intro &lt;b&gt;bold?&lt;/b&gt;</p><p>second paragraph</p>',
      cate: 'company',
      create_time: expect.stringMatching(/^2024-03-04 08:00:00/),
      image: expect.stringMatching(/^\/cms-api\/media\/file\/d.*\.png$/),
    })
    const en = await call(articleIndex, { type: '2' })
    expect((en.body.data as { list: { title: string }[] }).list.map((a) => a.title)).toEqual([
      'English news four',
      'English only',
      'English news one',
    ])
  })

  it('give one page of the list with the total when a client asks for pages', async () => {
    const all = ((await call(articleIndex, { type: 1 })).body.data as { list: { id: number }[] }).list
    const first = await call(articleIndex, { type: 1, page: 1, limit: 2 })
    expect(first.body.code).toBe(1)
    expect(first.body.data).toEqual({ list: all.slice(0, 2), total: 3 })
    const second = await call(articleIndex, { type: 1, page: '2', limit: '2' })
    expect(second.body.data).toEqual({ list: all.slice(2), total: 3 })
    expect((await call(articleIndex, { type: 1, page: 9, limit: 2 })).body.data).toMatchObject({ list: [] })
    // without page and limit the reply keeps the contract's shape
    expect(Object.keys((await call(articleIndex, { type: 1 })).body.data as object)).toEqual(['list'])
  })

  it('refuse a page or page size that is not a whole number in range, in the visitor language', async () => {
    for (const page of [0, -1, 1.5, 'x', null]) {
      expect((await call(articleIndex, { type: 1, page })).body).toMatchObject({ code: 0, msg: '页码无效' })
    }
    for (const limit of [0, 101, '1e3']) {
      expect((await call(articleIndex, { type: 1, page: 1, limit }, { lang: 'en' })).body).toMatchObject({
        code: 0,
        msg: 'Invalid page size (1 to 100)',
      })
    }
  })

  it('give the home page the latest ones', async () => {
    const reply = await call(homeNews, { type: 1 })
    expect((reply.body.data as { list: { title: string }[] }).list.slice(0, 3).map((a) => a.title)).toEqual([
      '中文新闻四',
      '中文新闻二',
      '中文新闻一',
    ])
  })

  it('refuse a type that is not 1 or 2', async () => {
    for (const type of [3, '0', 'zh', null, [1]])
      expect((await call(articleIndex, { type })).body).toMatchObject({ code: 0, msg: '语言类型无效（1 中文，2 英文）' })
    expect((await call(homeNews, {}, { lang: 'en' })).body.msg).toBe('Invalid language type (1 Chinese, 2 English)')
  })
})

describe('the article detail', () => {
  it('gives title, intro, HTML content with full-width images, image and banner', async () => {
    const reply = await call(articleDetail, { id: articleIds.a }, { lang: 'en' })
    expect(reply.body.code).toBe(1)
    const data = reply.body.data as Record<string, string>
    expect(data.title).toBe('English news one')
    expect(data.intro).toBe('<p>a English intro</p>')
    expect(data.content).toContain('<p>a body</p>')
    expect(data.content).toMatch(
      /<img src="\/cms-api\/media\/file\/a[^"]*\.png" alt="a\.png" loading="lazy" style="display:block;width:100%;height:auto"\s*\/?>/,
    )
    expect(data.image).toMatch(/^\/cms-api\/media\/file\//)
    expect(data.banner).toMatch(/^\/cms-api\/media\/file\//)
  })

  it('gives code 0 and empty data for an unknown, draft or malformed id', async () => {
    const empty = { code: 0, msg: '新闻不存在', data: {} }
    expect((await call(articleDetail, { id: 999999 })).body).toEqual(empty)
    expect((await call(articleDetail, { id: String(articleIds.draft) })).body).toEqual(empty)
    expect((await call(articleDetail, { id: 'abc' })).body).toEqual({ code: 0, msg: '新闻编号无效', data: {} })
    expect((await call(articleDetail, { id: -1 })).body.code).toBe(0)
    expect((await call(articleDetail, { id: 1.5 })).body.code).toBe(0)
  })
})

describe('the product detail', () => {
  it('gives the Chinese and the English drawing by the product id', async () => {
    const reply = await call(productDetail, { id: 7 })
    expect(reply.body).toMatchObject({
      code: 1,
      data: {
        id: 7,
        image: expect.stringMatching(/^\/cms-api\/media\/file\/mgv-zh.*\.png$/),
        image2: expect.stringMatching(/^\/cms-api\/media\/file\/mgv-en.*\.png$/),
      },
    })
  })

  it('gives code 0 for an unknown or malformed id', async () => {
    expect((await call(productDetail, { id: 3 })).body).toEqual({ code: 0, msg: '产品不存在', data: {} })
    expect((await call(productDetail, { id: { x: 1 } }, { lang: 'en' })).body).toEqual({ code: 0, msg: 'Invalid product id', data: {} })
  })
})

describe('the download list', () => {
  it('lists the items of a tab in order, with both titles, size and extension', async () => {
    const reply = await call(downloadList, { type: 1 })
    expect(reply.body.code).toBe(1)
    expect((reply.body.data as { list: unknown[] }).list).toEqual([
      { id: 2, title: '蝶阀资料', title_en: '蝶阀资料', size: null, extension: null },
      { id: 1, title: 'MGV 阀门资料', title_en: 'MGV valve datasheet', size: 0.1, extension: 'pdf' },
    ])
    expect((await call(downloadList, { type: '5' })).body.data).toEqual({ list: [] })
  })

  it('refuses an unknown type', async () => {
    expect((await call(downloadList, { type: 9 })).body).toEqual({ code: 0, msg: '下载分类无效', data: {} })
    expect((await call(downloadList, {})).body.code).toBe(0)
  })
})
