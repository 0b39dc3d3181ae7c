import { afterEach, describe, expect, it } from 'vitest'

import { startBaiduStandIn } from '../../../tests/support/baiduStandIn'
import { baiduPush, baiduSiteOf } from './baidu'

const site = 'https://www.example.com'
const token = 'push-token-1234'
const page = (n: number) => `${site}/NewsDetail?id=${n}`
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let standIn: Awaited<ReturnType<typeof startBaiduStandIn>> | undefined
afterEach(async () => {
  await standIn?.stop()
  standIn = undefined
})

async function pushTo(settings: { quota?: number } = {}) {
  standIn = await startBaiduStandIn({ site, token, ...settings })
  return baiduPush({ endpoint: standIn.endpoint, site, token, collectMs: 50, retryDelaysMs: [30, 60] })
}

describe('pushing changed pages to Baidu', () => {
  it('sends the URLs of saves close together in one request, one URL a line, for this site and token', async () => {
    const push = await pushTo()
    push.push([page(1), `${site}/en/NewsDetail?id=1`])
    push.push([page(2), page(1)])

    const [request] = await standIn!.waitForRequests(1)
    expect(request).toEqual({
      site,
      token,
      contentType: 'text/plain',
      urls: [page(1), `${site}/en/NewsDetail?id=1`, page(2)],
    })
    await pause(200)
    expect(standIn!.received).toHaveLength(1)
  })

  it('sends at most 2,000 URLs a request', async () => {
    const push = await pushTo()
    push.push(Array.from({ length: 2500 }, (_, n) => page(n)))

    const requests = await standIn!.waitForRequests(2)
    expect(requests.map((request) => request.urls.length)).toEqual([2000, 500])
    expect(new Set(requests.flatMap((request) => request.urls)).size).toBe(2500)
  })

  it('tries again after a dropped connection and a 503, until Baidu takes the URLs', async () => {
    const push = await pushTo()
    standIn!.trouble('drop-connection', 'server-error')
    push.push([page(7)])

    const requests = await standIn!.waitForRequests(3)
    expect(requests.map((request) => request.urls)).toEqual([[page(7)], [page(7)], [page(7)]])
  })

  it('does not send again what Baidu refused (a used-up quota), and sends later pages', async () => {
    const push = await pushTo({ quota: 1 })
    push.push([page(1), page(2)])
    await standIn!.waitForRequests(1)
    await pause(300)
    expect(standIn!.received).toHaveLength(1)

    push.push([page(3)])
    const requests = await standIn!.waitForRequests(2)
    expect(requests[1].urls).toEqual([page(3)])
  })

  it('names the site as Baidu’s platform does: the host, with https:// for an https site', () => {
    expect(baiduSiteOf('https://www.example.com/')).toBe('https://www.example.com')
    expect(baiduSiteOf('http://www.example.com')).toBe('www.example.com')
  })
})
