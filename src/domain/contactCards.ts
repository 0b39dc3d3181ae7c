import type { Payload } from 'payload'

import type { Locale } from '@/siteMap'

/** An account-manager card of /contactUs: title, name, phone, email, address. */
export interface ContactCardView {
  id: number
  title: string
  name: string
  phone: string
  email: string
  address: string
}

/** The cards in the editors' order, in a language. */
export async function listContactCards(payload: Payload, locale: Locale): Promise<ContactCardView[]> {
  const { docs } = await payload.find({ collection: 'contact-cards', locale, sort: 'order', limit: 20, depth: 0 })
  return docs.map((card) => ({
    id: card.id,
    title: card.title,
    name: card.name,
    phone: card.phone,
    email: card.email,
    address: card.address ?? '',
  }))
}
