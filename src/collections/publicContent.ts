import type { Access, CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { type ContentTag, revalidateContent } from '@/lib/revalidate'

type Hooks = NonNullable<CollectionConfig['hooks']>

/**
 * What every collection of public content shares: anyone reads it (or `read` decides), staff
 * write it, every save is kept as a version (the Versions tab compares and restores them), and a
 * change expires the cached pages that show it (`tags`). `hooks` adds a collection's own hooks,
 * which run after the shared ones.
 */
export function publicContent(
  tags: ContentTag[],
  { read = anyone, hooks = {} }: { read?: Access; hooks?: Pick<Hooks, 'beforeValidate' | 'afterChange' | 'afterDelete'> } = {},
) {
  const expirePages = () => revalidateContent(...tags)
  return {
    access: { read, create: staffOnly, update: staffOnly, delete: staffOnly, readVersions: staffOnly },
    versions: { maxPerDoc: 30 },
    hooks: {
      ...(hooks.beforeValidate ? { beforeValidate: hooks.beforeValidate } : {}),
      afterChange: [expirePages, ...(hooks.afterChange ?? [])],
      afterDelete: [expirePages, ...(hooks.afterDelete ?? [])],
    },
  } satisfies Partial<CollectionConfig>
}
