import { revalidateTag } from 'next/cache'

/** Cache tags of public content; pages read through `unstable_cache`/fetch with these tags. */
export const contentTags = {
  articles: 'articles',
  products: 'products',
  downloads: 'downloads',
  company: 'company',
  settings: 'settings',
} as const

export type ContentTag = (typeof contentTags)[keyof typeof contentTags]

/**
 * Expire cached pages that show this content. Outside a Next.js server (seed, tests, scripts)
 * there is no cache to expire and Next throws, which must not fail the write.
 */
export function revalidateContent(...tags: ContentTag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // not running inside Next.js
    }
  }
}
