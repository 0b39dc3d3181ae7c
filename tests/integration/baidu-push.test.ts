import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startBaiduStandIn } from '../support/baiduStandIn'
import { testPayload } from '../support/payload'

const site = 'https://www.example.com'
const token = 'push-token-1234'
const standIn = await startBaiduStandIn({ site, token })
// read when the first save pushes
process.env.SITE_URL = site
process.env.BAIDU_PUSH_TOKEN = token
process.env.BAIDU_PUSH_ENDPOINT = standIn.endpoint

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

afterAll(async () => {
  await standIn.stop()
  for (const name of ['SITE_URL', 'BAIDU_PUSH_TOKEN', 'BAIDU_PUSH_ENDPOINT']) delete process.env[name]
})

const publishArticle = (title: string) => payload.create({ collection: 'articles', locale: 'zh', data: { title, _status: 'published' } })

describe('publishing pushes the public pages to Baidu', () => {
  it('sends the pages of the saves of a few seconds in one request: an article in its languages, a page text in both, no draft', async () => {
    const article = await publishArticle('新品发布')
    await payload.create({ collection: 'articles', locale: 'zh', draft: true, data: { title: '草稿', _status: 'draft' } })
    await payload.create({ collection: 'text-pages', locale: 'zh', data: { key: 'serviceCenter', title: '服务中心' } })

    const [request] = await standIn.waitForRequests(1, 15_000)
    expect(request.site).toBe(site)
    expect(request.token).toBe(token)
    expect(request.urls.sort()).toEqual([`${site}/NewsDetail?id=${article.id}`, `${site}/ServiceCenter`, `${site}/en/ServiceCenter`].sort())
  })

  it('with Baidu unreachable the save succeeds at once, and the pages go out when Baidu answers again', async () => {
    const before = standIn.received.length
    await standIn.stop()

    const started = Date.now()
    const article = await publishArticle('展会预告')
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(article.id).toBeGreaterThan(0)

    // the first attempt, after the few seconds of collecting, meets a closed port
    await new Promise((resolve) => setTimeout(resolve, 3_500))
    await standIn.restart()
    const requests = await standIn.waitForRequests(before + 1, 20_000)
    expect(requests.at(-1)?.urls).toEqual([`${site}/NewsDetail?id=${article.id}`])
  })
})
