import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { FaqAccordion } from '@/components/catalogue/FaqAccordion'
import { TextPageLayout } from '@/components/textPage/TextPageLayout'
import { textPageMetadata } from '@/components/textPage/textPageMetadata'
import { LinkCards } from '@/components/ui/LinkCards'
import { getFaqs, getTextPage } from '@/lib/content.server'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'catalogue.meta' })
  return textPageMetadata(locale, 'presysBrief', 'presysBrief', t('presysBrief'))
}

/** /PresysBriefIntroduction: the partner's introduction, its questions and answers, then onwards. */
export default async function PresysBriefIntroductionPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  const [content, faqs] = await Promise.all([getTextPage(locale, 'presysBrief'), getFaqs(locale, 'presysBrief')])
  return (
    <TextPageLayout locale={locale} page="presysBrief" content={content} emptyText="">
      {faqs.length > 0 && (
        <section aria-labelledby="presys-faq" className="mt-12">
          <h2 id="presys-faq" className="mb-6 text-2xl font-bold text-brand">
            {t('valveMain.faq')}
          </h2>
          <FaqAccordion entries={faqs} />
        </section>
      )}
      <LinkCards locale={locale} to={['presysProcess', 'presys']} heading={t('related')} />
    </TextPageLayout>
  )
}
