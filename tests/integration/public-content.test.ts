import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listArticles, readArticle } from '@/features/news/articles'
import { listHonors, listJobDepartments, listMilestones, readTextPage } from '@/features/company/company'
import { listCoreProducts } from '@/features/catalogue/coreProducts'
import { readSiteSettings } from '@/features/site/settings'
import { migrations } from '@/migrations/sqlite'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  // migrations passed in: Payload's own loader cannot import .ts files under Vitest
  await payload.db.migrate({ migrations: migrations as NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations'] })
})

const paragraphs = (...texts: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr' as const,
    format: '' as const,
    indent: 0,
    children: texts.map((text) => ({
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      textFormat: 0,
      children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
    })),
  },
})

describe('public content on an empty database', () => {
  it('reads as empty, not as an error', async () => {
    const settings = await readSiteSettings(payload, 'zh')
    expect(settings.bannerSlides).toEqual([])
    expect(settings.footerGroups).toEqual([])
    expect(await readTextPage(payload, 'zh', 'about')).toBeNull()
    expect(await listHonors(payload, 'en')).toEqual({ honor: [], patent: [] })
    // the carousel still lists the eight valve pages, from the site map
    const products = await listCoreProducts(payload, 'en')
    expect(products.map((p) => p.href)).toEqual(Array.from({ length: 8 }, (_, i) => `/VacuumValve${i + 1}`))
    expect(products[0].title).toBe('MGV/AGV Series Gate Valve')
  })
})

describe('articles', () => {
  let bilingual: number
  let chineseOnly: number
  let draft: number

  beforeAll(async () => {
    const a = await payload.create({
      collection: 'articles',
      locale: 'zh',
      data: {
        title: '新车间投用',
        intro: '摘要',
        content: paragraphs('第一段'),
        publishedAt: '2024-05-01T08:00:00.000Z',
        _status: 'published',
      },
    })
    await payload.update({ collection: 'articles', id: a.id, locale: 'en', data: { title: 'New room', content: paragraphs('First') } })
    bilingual = a.id
    chineseOnly = (
      await payload.create({
        collection: 'articles',
        locale: 'zh',
        data: { title: '仅中文', publishedAt: '2024-06-01T08:00:00.000Z', _status: 'published' },
      })
    ).id
    draft = (await payload.create({ collection: 'articles', locale: 'zh', data: { title: '草稿', _status: 'draft' }, draft: true })).id
  })

  it('lists published articles of a language, newest first', async () => {
    expect((await listArticles(payload, 'zh')).map((a) => a.id)).toEqual([chineseOnly, bilingual])
    expect((await listArticles(payload, 'en')).map((a) => a.id)).toEqual([bilingual])
  })

  it('reads one with its content as HTML and its date as pages show it', async () => {
    const article = await readArticle(payload, 'en', String(bilingual))
    expect(article?.title).toBe('New room')
    expect(article?.content).toContain('<p>First</p>')
    expect(article?.publishedAt.slice(0, 10)).toBe('2024-05-01')
  })

  it('shows the Chinese body under an English title whose body is not translated yet', async () => {
    const doc = await payload.create({
      collection: 'articles',
      locale: 'zh',
      data: { title: '只译了标题', content: paragraphs('中文正文'), publishedAt: '2024-04-01T08:00:00.000Z', _status: 'published' },
    })
    await payload.update({ collection: 'articles', id: doc.id, locale: 'en', data: { title: 'Title only' } })
    const article = await readArticle(payload, 'en', String(doc.id))
    expect(article?.title).toBe('Title only')
    expect(article?.content).toContain('<p>中文正文</p>')
    await payload.delete({ collection: 'articles', id: doc.id })
  })

  it('finds nothing for a draft, a missing translation, or an id that is not one', async () => {
    expect(await readArticle(payload, 'zh', String(draft))).toBeNull()
    // the admin's preview button (staff only, checked by the page) reads the draft
    expect((await readArticle(payload, 'zh', String(draft), { draft: true }))?.title).toBe('草稿')
    expect(await readArticle(payload, 'en', String(chineseOnly))).toBeNull()
    for (const id of ['abc', '-1', '0', '1e3', '1 OR 1=1', '99999999999', '']) {
      expect(await readArticle(payload, 'zh', id)).toBeNull()
    }
  })
})

describe('company content', () => {
  beforeAll(async () => {
    const page = await payload.create({
      collection: 'text-pages',
      locale: 'zh',
      data: { key: 'about', title: '关于我们', intro: '简介', sections: [{ heading: '做什么', body: '阀门' }] },
    })
    await payload.update({
      collection: 'text-pages',
      id: page.id,
      locale: 'en',
      data: { title: 'About us', sections: [{ body: 'Valves' }] },
    })
    for (const [order, year] of [
      [1, '2019'],
      [0, '2018'],
    ] as const) {
      await payload.create({ collection: 'timelines', data: { kind: 'development', year, order, items: [{ text: `${year} event` }] } })
    }
    await payload.create({
      collection: 'job-departments',
      locale: 'zh',
      data: {
        name: '研发部',
        jobs: [{ type: '工艺工程师', planPeople: 1, salary: '8000-16000', duties: '1. 工艺开发；\n\n2. 现场支持。' }],
      },
    })
  })

  it('reads a page text in each language', async () => {
    expect(await readTextPage(payload, 'zh', 'about')).toMatchObject({
      title: '关于我们',
      intro: '简介',
      sections: [{ heading: '做什么', body: '阀门' }],
    })
    expect((await readTextPage(payload, 'en', 'about'))?.sections).toEqual([{ heading: '', body: 'Valves' }])
  })

  it('orders milestones as editors do', async () => {
    expect((await listMilestones(payload, 'zh', 'development')).map((m) => m.year)).toEqual(['2018', '2019'])
    expect(await listMilestones(payload, 'zh', 'presysProcess')).toEqual([])
  })

  it('splits job duties into lines', async () => {
    const [department] = await listJobDepartments(payload, 'zh')
    expect(department.name).toBe('研发部')
    expect(department.jobs[0]).toMatchObject({
      type: '工艺工程师',
      planPeople: 1,
      salary: '8000-16000',
      duties: ['1. 工艺开发；', '2. 现场支持。'],
    })
  })
})
