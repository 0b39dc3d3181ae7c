import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { TextPageLayout } from '@/components/textPage/TextPageLayout'
import { textPageMetadata } from '@/components/textPage/textPageMetadata'
import { LinkCards } from '@/components/ui/LinkCards'
import { Timeline } from '@/components/ui/Timeline'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { getMilestones, getTextPage } from '@/lib/content.server'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'catalogue.meta' })
  return textPageMetadata(locale, 'presysProcess', 'presysProcess', t('presysProcess'))
}

/** /PresysProcess: the partner's history by year, with links to home and the Presys range. */
export default async function PresysProcessPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'catalogue' })
  const [content, milestones] = await Promise.all([getTextPage(locale, 'presysProcess'), getMilestones(locale, 'presysProcess')])
  return (
    <TextPageLayout locale={locale} page="presysProcess" content={content} emptyText="">
      <section aria-labelledby="presys-timeline" className="mt-12">
        <h2 id="presys-timeline" className="mb-8 text-2xl font-bold text-brand">
          {t('presys.timeline')}
        </h2>
        <Timeline milestones={milestones} />
      </section>
      <LinkCards locale={locale} to={['home', 'presys']} heading={t('related')} />
    </TextPageLayout>
  )
}
