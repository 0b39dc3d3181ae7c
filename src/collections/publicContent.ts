import type { Access, CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { type ContentTag, revalidateContent } from '@/lib/revalidate'

/**
 * What every collection of public content shares: anyone reads it (or `read` decides), staff
 * write it, every save is kept as a version (the Versions tab compares and restores them), and a
 * change expires the cached pages that show it (`tags`).
 */
export function publicContent(tags: ContentTag[], { read = anyone }: { read?: Access } = {}) {
  const expirePages = () => revalidateContent(...tags)
  return {
    access: { read, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
    versions: { maxPerDoc: 30 },
    hooks: { afterChange: [expirePages], afterDelete: [expirePages] },
  } satisfies Partial<CollectionConfig>
}
