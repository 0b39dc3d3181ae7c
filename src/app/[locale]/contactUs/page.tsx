import { getTranslations } from 'next-intl/server'

import { ContactCards } from '@/features/enquiries/components/ContactCards'
import { countryOptionsHtml } from '@/features/enquiries/components/countryOptions'
import { EnquiryForm } from '@/features/enquiries/components/EnquiryForm'
import { enquiryText } from '@/features/enquiries/components/enquiryText.server'
import { quoteListText } from '@/features/quote/quoteListText'
import { QuoteListPanel } from '@/features/quote/components/QuoteListPanel'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'
import { getContactCards, getSiteNames } from '@/features/content/content.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { HydrateOnUsePart } from '@/ui/apart.server'

export const generateMetadata = sitePageMetadata('contactUs', 'contact.form.intro')

export default async function ContactUsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations('contact')
  const [cards, names] = await Promise.all([getContactCards(locale), getSiteNames()])
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-brand">{names.pages.contactUs[locale]}</h1>
      <ContactCards cards={cards} heading={t('cardsHeading')} />
      <QuoteListPanel text={await quoteListText(locale)} />
      <section aria-labelledby="enquiry-heading" className="mt-12 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 id="enquiry-heading" className="text-xl font-semibold text-slate-900">
          {t('form.heading')}
        </h2>
        <p className="mt-1 mb-6 text-sm text-slate-600">{t('form.intro')}</p>
        {/* the form answers a person only: hydrated at the page's first use (decision 050) */}
        <HydrateOnUsePart>
          <EnquiryForm countryOptions={countryOptionsHtml(locale)} text={await enquiryText(locale)} locale={locale} />
        </HydrateOnUsePart>
      </section>
    </div>
  )
}
