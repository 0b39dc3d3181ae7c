import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { textPage } from '@/app/[locale]/_pages/textPage.server'
import { getSiteSettings } from '@/features/content/content.server'
import { ServiceRequestCallout } from '@/features/serviceRequests/components/ServiceRequestLinks'

const { generateMetadata, TextPage } = textPage('serviceCenter', {
  description: 'services.serviceCenterDescription',
  emptyText: 'company.notWritten',
  // the other services: each service page is linked from the others, not from the menu's dropdown alone
  links: { heading: 'services.more', to: ['repair', 'upgrade'] },
  contactCall: true,
  after: async ({ locale }) => {
    const [t, settings] = await Promise.all([getTranslations({ locale, namespace: 'services' }), getSiteSettings(locale)])
    const blocks: { label: string; value: string; href?: string; icon: React.ReactNode }[] = [
      {
        label: t('phone'),
        value: settings.servicePhone,
        href: `tel:${settings.servicePhone.replace(/[^\d+]/g, '')}`,
        icon: (
          <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
        ),
      },
      {
        label: t('email'),
        value: settings.serviceEmail,
        href: `mailto:${settings.serviceEmail}`,
        icon: <path d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z" />,
      },
      {
        label: t('address'),
        value: settings.serviceAddress,
        icon: <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />,
      },
    ]
    return (
      <>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {blocks
            .filter((block) => block.value)
            .map((block) => (
              <li key={block.label} className="flex gap-4 rounded-lg border border-slate-200 bg-brand-light p-6">
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-brand" fill="currentColor">
                  {block.icon}
                </svg>
                <div>
                  <h2 className="text-sm font-semibold text-slate-600">{block.label}</h2>
                  {block.href ? (
                    <a href={block.href} className="mt-1 block font-medium break-all text-brand underline-offset-4 hover:underline">
                      {block.value}
                    </a>
                  ) : (
                    <p className="mt-1 font-medium text-slate-900">{block.value}</p>
                  )}
                </div>
              </li>
            ))}
        </ul>
        <ServiceRequestCallout locale={locale} />
      </>
    )
  },
})

export { generateMetadata }
export default TextPage
