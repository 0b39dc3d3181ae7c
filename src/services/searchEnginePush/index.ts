import { baiduPush, baiduSiteOf } from './baidu'

/** Tells a search engine that public pages changed, in the background: never waits, never throws. */
export interface SearchEnginePush {
  name: string
  push(urls: string[]): void
}

/** The default: nothing leaves the machine; search engines find changes through the sitemap. */
export const noSearchEnginePush: SearchEnginePush = { name: 'off', push: () => undefined }

const defaultBaiduEndpoint = 'http://data.zz.baidu.com/urls'

/** Baidu when BAIDU_PUSH_TOKEN is set (for the site at SITE_URL), nothing otherwise. */
export function searchEnginePushFrom(env: Record<string, string | undefined>): SearchEnginePush {
  if (!env.BAIDU_PUSH_TOKEN || !env.SITE_URL) return noSearchEnginePush
  return baiduPush({
    endpoint: env.BAIDU_PUSH_ENDPOINT || defaultBaiduEndpoint,
    site: baiduSiteOf(env.SITE_URL),
    token: env.BAIDU_PUSH_TOKEN,
  })
}

let configured: SearchEnginePush | undefined

/** The push of this process's settings, made on first use. */
export const searchEnginePush = (): SearchEnginePush => (configured ??= searchEnginePushFrom(process.env))
