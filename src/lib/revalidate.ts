import { revalidateTag } from 'next/cache'

import { serverIncrementalCache } from '@/runtime/nextIncrementalCache.mjs'

/** Cache tags of public content; pages read through `unstable_cache`/fetch with these tags. */
export const contentTags = {
  articles: 'articles',
  products: 'products',
  downloads: 'downloads',
  company: 'company',
  settings: 'settings',
  seo: 'seo',
  redirects: 'redirects',
  /** Page, menu and product names: every page shows some in its menu (decision 017). */
  names: 'names',
} as const

export type ContentTag = (typeof contentTags)[keyof typeof contentTags]

/** Expire at once: the next visitor gets a fresh page, not the stale one while it regenerates. */
const expireNow = { expire: 0 }

/**
 * Expire cached pages that show this content.
 *
 * Inside a request (an editor saving in the admin: Payload's REST route or a server action)
 * `revalidateTag` records the tags and Next expires them when the response ends. Scheduled
 * publishing runs in Payload's job queue, outside any request, where `revalidateTag` throws; there
 * the server's incremental cache is told directly. Outside a Next.js server (seed, tests,
 * scripts) there is no cache to expire, which must not fail the write.
 */
export function revalidateContent(...tags: ContentTag[]): void {
  try {
    for (const tag of tags) revalidateTag(tag, expireNow)
  } catch {
    const cache = serverIncrementalCache()
    cache?.revalidateTag(tags, expireNow).catch(() => undefined)
  }
}
