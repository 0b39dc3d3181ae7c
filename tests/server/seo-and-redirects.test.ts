import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readRecordSeo } from '@/features/site/seo'
import { readRedirects, redirectPathProblem } from '@/features/site/redirects'

import { testPayload } from '../support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('redirects', () => {
  it('only take paths of this site that are pages', () => {
    expect(redirectPathProblem('/NewsDetail?id=12')).toBeNull()
    expect(redirectPathProblem('/en/oldPage')).toBeNull()
    for (const bad of ['//evil.example.com/', 'https://evil.example.com/', '/\\evil.example.com', '/\t/evil.example.com', 'home', '/a b']) {
      expect(redirectPathProblem(bad)).not.toBeNull()
    }
    for (const reserved of ['/admin', '/admin/login', '/cms-api/articles', '/api/user/login', '/files/x', '/_next/x', '/en/api/x']) {
      expect(redirectPathProblem(reserved)).not.toBeNull()
    }
  })

  it('refuses a target on another site when an editor saves one', async () => {
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/gone-evil', toType: 'path', toPath: '//evil.example.com' } }),
    ).rejects.toThrow()
  })

  it('resolve a document in the language of the old address and never chain (no loops)', async () => {
    const article = await payload.create({ collection: 'articles', data: { title: '目标新闻', _status: 'published' } })
    await payload.create({
      collection: 'redirects',
      data: { from: '/en/old-news', toType: 'document', toDocument: { relationTo: 'articles', value: article.id } },
    })
    await payload.create({ collection: 'redirects', data: { from: '/loop-a', toType: 'path', toPath: '/loop-b', permanent: false } })
    await payload.create({ collection: 'redirects', data: { from: '/loop-b', toType: 'path', toPath: '/loop-a' } })
    await payload.create({ collection: 'redirects', data: { from: '/old-honors', toType: 'path', toPath: '/honor', permanent: false } })

    const table = await readRedirects(payload)
    expect(table['/en/old-news']).toEqual({ to: `/en/NewsDetail?id=${article.id}`, permanent: true })
    expect(table['/old-honors']).toEqual({ to: '/honor', permanent: false })
    expect(table['/loop-a']).toBeUndefined()
    expect(table['/loop-b']).toBeUndefined()
  })
})

describe('SEO of a record', () => {
  it('takes what editors set, per language without fallback, and the main picture as the share image', async () => {
    const media = await payload.find({ collection: 'media', limit: 1 })
    const picture = media.docs[0]
    const article = await payload.create({
      collection: 'articles',
      locale: 'zh',
      data: { title: '有 SEO 的新闻', _status: 'published', banner: picture?.id, seo: { title: '搜索标题', description: '搜索描述' } },
    })
    const zh = await readRecordSeo(payload, 'zh', { collection: 'articles', id: article.id })
    expect(zh).toMatchObject({ title: '搜索标题', description: '搜索描述' })
    if (picture) expect(zh.image?.url).toBe(picture.url)
    const en = await readRecordSeo(payload, 'en', { collection: 'articles', id: article.id })
    expect(en.title).toBeUndefined()
    expect(en.description).toBeUndefined()
  })

  it('says nothing of an article that is only a draft', async () => {
    const draft = await payload.create({ collection: 'articles', data: { title: '草稿', _status: 'draft', seo: { title: '草稿标题' } } })
    expect(await readRecordSeo(payload, 'zh', { collection: 'articles', id: draft.id })).toEqual({})
  })
})
