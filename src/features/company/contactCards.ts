import type { Payload } from 'payload'

import type { ContactCard } from '@/payload-types'
import type { Locale } from '@/siteMap'

/** An account-manager card of /contactUs: title, name, phone, email, address. */
export type ContactCardView = Pick<ContactCard, 'id' | 'title' | 'name' | 'phone' | 'email' | 'address'>

/** The cards in the editors' order, in a language. */
export async function listContactCards(payload: Payload, locale: Locale): Promise<ContactCardView[]> {
  const { docs } = await payload.find({ collection: 'contact-cards', locale, sort: 'order', limit: 20, depth: 0 })
  return docs.map(({ id, title, name, phone, email, address }) => ({ id, title, name, phone, email, address }))
}
