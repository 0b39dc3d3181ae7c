import type { Payload } from 'payload'

import { mediaUrl } from '@/features/news/articles'

export interface ValveDrawings {
  id: number
  /** the technical drawing labelled in Chinese */
  image: string | null
  /** the same drawing labelled in English */
  image2: string | null
}

/** The drawings of a vacuum valve by the product-detail call's id (docs/api.md; not its page number). */
export async function valveDrawings(payload: Payload, productId: number): Promise<ValveDrawings | null> {
  const { docs } = await payload.find({
    collection: 'vacuum-valves',
    where: { productId: { equals: productId } },
    limit: 1,
    pagination: false,
    depth: 1,
  })
  const valve = docs[0]
  if (!valve) return null
  return { id: valve.productId, image: mediaUrl(valve.drawingZh), image2: mediaUrl(valve.drawingEn) }
}
