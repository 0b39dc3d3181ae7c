import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request as Baidu's link submission would read it. */
export interface BaiduSubmission {
  site: string | null
  token: string | null
  contentType: string | undefined
  urls: string[]
}

type Trouble = 'drop-connection' | 'server-error'

/**
 * A local stand-in for Baidu's link submission (普通收录, data.zz.baidu.com/urls) that answers as
 * Baidu documents: 200 `{"success":N,"remain":M,"not_same_site":[…],"not_valid":[…]}`, 401 for
 * another token, 400 for another site or a used-up quota. `trouble` makes the next requests fail
 * on the way (a dropped connection, a 503).
 */
export async function startBaiduStandIn({ site, token, quota = 10_000 }: { site: string; token: string; quota?: number }) {
  const received: BaiduSubmission[] = []
  const trouble: Trouble[] = []
  let remain = quota
  const siteHost = site.replace(/^https?:\/\//, '')
  let server: Server

  const answer = (res: import('node:http').ServerResponse, status: number, body: object) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  const listen = (port = 0) =>
    new Promise<number>((resolve) => {
      server = createServer((req, res) => {
        const chunks: Buffer[] = []
        req.on('data', (chunk: Buffer) => chunks.push(chunk))
        req.on('end', () => {
          const query = new URL(req.url ?? '/', 'http://stand-in').searchParams
          const urls = Buffer.concat(chunks).toString('utf8').split('\n').filter(Boolean)
          received.push({ site: query.get('site'), token: query.get('token'), contentType: req.headers['content-type'], urls })
          const next = trouble.shift()
          if (next === 'drop-connection') return req.socket.destroy()
          if (next === 'server-error') return answer(res, 503, { error: 503, message: 'service unavailable' })
          if (req.method !== 'POST' || !req.url?.startsWith('/urls')) return answer(res, 404, { error: 404, message: 'not found' })
          if (query.get('token') !== token) return answer(res, 401, { error: 401, message: 'token is not valid' })
          if (query.get('site') !== site) return answer(res, 400, { error: 400, message: 'site init fail' })
          if (urls.length > 2000) return answer(res, 400, { error: 400, message: 'only 2000 urls are allowed once' })
          const valid = urls.filter((url) => URL.canParse(url))
          const sameSite = valid.filter((url) => new URL(url).host === siteHost)
          if (sameSite.length > remain) return answer(res, 400, { error: 400, message: 'over quota' })
          remain -= sameSite.length
          answer(res, 200, {
            remain,
            success: sameSite.length,
            not_same_site: valid.filter((url) => !sameSite.includes(url)),
            not_valid: urls.filter((url) => !valid.includes(url)),
          })
        })
      })
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))
    })

  const port = await listen()
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()))

  return {
    endpoint: `http://127.0.0.1:${port}/urls`,
    received,
    /** The next requests meet these troubles, in order. */
    trouble: (...next: Trouble[]) => trouble.push(...next),
    /** Stops answering: the port refuses connections until `restart`. */
    stop,
    restart: () => listen(port),
    /** Resolves once `count` requests have arrived; rejects after `timeoutMs`. */
    async waitForRequests(count: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`the stand-in got ${received.length} of ${count} requests in ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return received
    },
  }
}
