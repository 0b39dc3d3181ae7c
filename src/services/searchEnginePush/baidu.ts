import type { SearchEnginePush } from './index'
import { siteLog } from '@/runtime/log.mjs'

/** Baidu's link submission (普通收录): `POST <endpoint>?site=…&token=…`, one URL a line. */
export interface BaiduPushSettings {
  endpoint: string
  /** The site as verified in Baidu's webmaster platform: the host, with `https://` for an https site. */
  site: string
  token: string
  /** How long saves are collected into one request. */
  collectMs?: number
  /** The waits before each retry of a batch that met a network error or a 5xx. */
  retryDelaysMs?: readonly number[]
}

/** Baidu takes at most 2,000 URLs a request. */
export const maxUrlsPerRequest = 2000

const defaultCollectMs = 3_000
const defaultRetryDelaysMs = [2_000, 10_000, 60_000, 300_000]
const requestTimeoutMs = 10_000

/** The `site` Baidu's platform names in the call address for this public origin. */
export function baiduSiteOf(siteUrl: string): string {
  const { protocol, host } = new URL(siteUrl)
  return protocol === 'https:' ? `https://${host}` : host
}

/** Baidu's answers: 200 with the counts, 4xx with the reason (bad token, quota used up, another site). */
interface BaiduReply {
  success?: number
  remain?: number
  not_same_site?: string[]
  not_valid?: string[]
  error?: number
  message?: string
}

class RetryableFailure extends Error {}

async function submit(settings: BaiduPushSettings, urls: string[]): Promise<void> {
  const address = new URL(settings.endpoint)
  address.searchParams.set('site', settings.site)
  address.searchParams.set('token', settings.token)
  let response: Response
  try {
    response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: urls.join('\n'),
      signal: AbortSignal.timeout(requestTimeoutMs),
    })
  } catch (error) {
    throw new RetryableFailure(error instanceof Error ? (error.cause as Error | undefined)?.message || error.message : String(error))
  }
  const reply = (await response.json().catch(() => ({}))) as BaiduReply
  if (response.status >= 500) throw new RetryableFailure(`HTTP ${response.status} ${reply.message ?? ''}`.trim())
  if (!response.ok) {
    // a bad token, a used-up daily quota or URLs of another site: sending again would not help
    siteLog('baidu-push').warn(`refused ${urls.length} URLs: ${reply.error ?? response.status} ${reply.message ?? ''}`.trim())
    return
  }
  const skipped = [...(reply.not_same_site ?? []), ...(reply.not_valid ?? [])]
  siteLog('baidu-push').info(`submitted ${reply.success ?? 0} of ${urls.length} URLs, ${reply.remain ?? '?'} left today`)
  if (skipped.length) siteLog('baidu-push').warn(`not taken (another site or not valid): ${skipped.join(' ')}`)
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref())

/**
 * Pushes changed pages to Baidu in the background: URLs are collected for a few seconds and sent
 * in one request (2,000 at most), and a request that meets a network error or a 5xx is sent again
 * after a growing wait. Nothing here waits for Baidu in the caller or throws to it; a batch still
 * waiting when the process stops is lost, which only leaves those pages to the sitemap.
 */
export function baiduPush(settings: BaiduPushSettings): SearchEnginePush {
  const collectMs = settings.collectMs ?? defaultCollectMs
  const retryDelaysMs = settings.retryDelaysMs ?? defaultRetryDelaysMs
  const waiting = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  let sending = false

  async function sendBatch(urls: string[]) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await submit(settings, urls)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        if (!(error instanceof RetryableFailure) || attempt >= retryDelaysMs.length) {
          siteLog('baidu-push').warn(`gave up on ${urls.length} URLs: ${reason}`)
          return
        }
        siteLog('baidu-push').warn(`${reason}; trying again in ${retryDelaysMs[attempt] / 1000} s`)
        await pause(retryDelaysMs[attempt])
      }
    }
  }

  async function sendWaiting() {
    sending = true
    while (waiting.size) {
      const batch = [...waiting].slice(0, maxUrlsPerRequest)
      for (const url of batch) waiting.delete(url)
      await sendBatch(batch)
    }
    sending = false
  }

  return {
    name: 'baidu',
    push(urls) {
      for (const url of urls) waiting.add(url)
      if (timer || sending || !waiting.size) return
      timer = setTimeout(() => {
        timer = undefined
        void sendWaiting()
      }, collectMs)
      timer.unref()
    },
  }
}
