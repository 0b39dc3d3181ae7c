import type React from 'react'

import { getTranslations } from 'next-intl/server'

import type { ContactCardView } from '@/features/company/contactCards'
import { StaticPart } from '@/ui/apart.server'

/** The account-manager cards (title, name, phone, email, address). */
export async function ContactCards({ cards, heading }: { cards: ContactCardView[]; heading: string }) {
  const t = await getTranslations('contact.card')
  if (cards.length === 0) return null
  return (
    <StaticPart as="section" aria-labelledby="contact-cards-heading" className="mt-8">
      <h2 id="contact-cards-heading" className="sr-only">
        {heading}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id} className="rounded-lg border border-slate-200 bg-slate-50 p-5" data-testid="contact-card">
            <h3 className="text-lg font-semibold text-brand">{card.title}</h3>
            <dl className="mt-3 space-y-1.5 text-sm">
              <Row term={t('name')}>{card.name}</Row>
              <Row term={t('phone')}>
                <a href={`tel:${card.phone.replace(/[^\d+]/g, '')}`} className="hover:text-brand hover:underline">
                  {card.phone}
                </a>
              </Row>
              <Row term={t('email')}>
                <a href={`mailto:${card.email}`} className="break-all hover:text-brand hover:underline">
                  {card.email}
                </a>
              </Row>
              {card.address && <Row term={t('address')}>{card.address}</Row>}
            </dl>
          </li>
        ))}
      </ul>
    </StaticPart>
  )
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  )
}
