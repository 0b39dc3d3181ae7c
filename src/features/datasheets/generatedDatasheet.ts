import type { Payload } from 'payload'

import type { Datasheet } from '@/payload-types'
import type { Locale } from '@/siteMap'

/** The datasheet generated for a download item's product in a language, if one was built. */
export async function generatedDatasheet(payload: Payload, itemId: number, locale: Locale): Promise<Datasheet | null> {
  const { docs } = await payload.find({
    collection: 'datasheets',
    where: { and: [{ 'generated.itemId': { equals: itemId } }, { 'generated.locale': { equals: locale } }] },
    sort: '-createdAt',
    limit: 1,
    pagination: false,
    depth: 0,
  })
  return docs[0]?.filename ? docs[0] : null
}
