import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as suggestCall } from '@/api/calls/index.suggest'
import { rateLimits } from '@/features/rateLimit.server'

import { call, freshAddress } from '../support/api'
import { testPayload } from '../support/payload'

// outside a Next server there is no data cache: here each read is kept, as Next keeps it, until
// an editor's save expires one of its tags
vi.mock('next/cache', async (original) => {
  const kept = new Map<string, { tags: string[]; value: Promise<unknown> }>()
  return {
    ...(await original<typeof import('next/cache')>()),
    unstable_cache:
      <T extends (...args: never[]) => Promise<unknown>>(read: T, key: string[], options?: { tags?: string[] }) =>
      (...args: Parameters<T>) => {
        const id = JSON.stringify([key, args])
        if (!kept.has(id)) kept.set(id, { tags: options?.tags ?? [], value: read(...args) })
        return kept.get(id)?.value
      },
    revalidateTag: (tag: string) => {
      for (const [id, entry] of kept) if (entry.tags.includes(tag)) kept.delete(id)
    },
  }
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const article = await payload.create({
    collection: 'articles',
    locale: 'zh',
    data: { title: '参加 SEMICON 展会', intro: '展会', category: 'company', publishedAt: '2024-03-01T08:00:00.000Z', _status: 'published' },
  })
  await payload.update({
    collection: 'articles',
    id: article.id,
    locale: 'en',
    data: { title: 'At the SEMICON show', _status: 'published' },
  })
})

type Listed = { list: { title: string; kind: string; path: string }[] }

describe('the suggestions call', () => {
  it("suggests pages and news in the language asked for, the request's by default", async () => {
    const zh = await call(suggestCall, { keyword: 'semicon' }, { address: freshAddress() })
    expect(zh.body.code).toBe(1)
    expect((zh.body.data as Listed).list).toEqual([expect.objectContaining({ title: '参加 SEMICON 展会', kind: 'news' })])
    const en = await call(suggestCall, { keyword: 'semicon', lang: 'en' }, { address: freshAddress() })
    expect((en.body.data as Listed).list).toEqual([expect.objectContaining({ title: 'At the SEMICON show', kind: 'news' })])
    const page = await call(suggestCall, { keyword: 'contact' }, { lang: 'en', address: freshAddress() })
    expect((page.body.data as Listed).list).toContainEqual({ title: 'Contact us', kind: 'page', path: '/contactUs' })
  })

  it('suggests an article soon after it is published, without a restart', async () => {
    const listed = async () => ((await call(suggestCall, { keyword: 'y99' }, { address: freshAddress() })).body.data as Listed).list
    expect(await listed()).toEqual([])
    await payload.create({
      collection: 'articles',
      locale: 'zh',
      data: { title: '新品 Y99 发布', intro: '新品', category: 'company', publishedAt: '2024-04-01T08:00:00.000Z', _status: 'published' },
    })
    await vi.waitFor(async () => expect(await listed()).toEqual([expect.objectContaining({ title: '新品 Y99 发布', kind: 'news' })]))
  })

  it('answers any input with a list, empty when there is nothing to suggest', async () => {
    const address = freshAddress()
    for (const body of [{}, { keyword: 7 }, { keyword: '   ' }, { keyword: '😀'.repeat(3000) }, { keyword: 'x', lang: 'fr' }]) {
      const reply = await call(suggestCall, body, { address })
      expect(reply.status).toBe(200)
      expect(reply.body.code).toBe(1)
      expect((reply.body.data as Listed).list).toBeInstanceOf(Array)
    }
  })

  it('refuses an address that asks more often than its limit, and only that address', async () => {
    const busy = freshAddress()
    const { limit } = rateLimits.suggestionsPerAddress
    for (let i = 0; i < limit; i++) expect((await call(suggestCall, { keyword: 'valve' }, { address: busy })).body.code).toBe(1)
    const refused = await call(suggestCall, { keyword: 'valve' }, { address: busy })
    expect(refused.body).toEqual({ code: 0, msg: '操作过于频繁，请 1 分钟后再试', data: { list: [] } })
    const other = await call(suggestCall, { keyword: 'valve' }, { address: freshAddress() })
    expect(other.body.code).toBe(1)
  })
})
