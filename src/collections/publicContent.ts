import type { Access, CollectionAfterChangeHook, CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { type ContentTag, revalidateContent } from '@/lib/revalidate'

/**
 * What every collection of public content shares: anyone reads it (or `read` decides), staff
 * write it, every save is kept as a version (the Versions tab compares and restores them), and a
 * change expires the cached pages that show it (`tags`); `afterChange` adds a collection's own hooks.
 */
export function publicContent(
  tags: ContentTag[],
  { read = anyone, afterChange = [] }: { read?: Access; afterChange?: CollectionAfterChangeHook[] } = {},
) {
  const expirePages = () => revalidateContent(...tags)
  return {
    access: { read, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
    versions: { maxPerDoc: 30 },
    hooks: { afterChange: [expirePages, ...afterChange], afterDelete: [expirePages] },
  } satisfies Partial<CollectionConfig>
}
