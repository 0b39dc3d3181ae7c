import type { CollectionAfterChangeHook } from 'payload'

import type { Datasheet } from '@/payload-types'

/**
 * Replacing the file of a datasheet keeps its id, so every download item that points at it keeps
 * its own item id; their size and extension are read again from the new file (the Downloads
 * hook fills them), which also expires the cached download pages.
 */
export const refreshDownloadFacts: CollectionAfterChangeHook<Datasheet> = async ({ doc, operation, req }) => {
  if (operation !== 'update') return doc
  await req.payload.update({
    collection: 'downloads',
    where: { file: { equals: doc.id } },
    data: { file: doc.id },
    overrideAccess: true,
    req,
  })
  return doc
}
