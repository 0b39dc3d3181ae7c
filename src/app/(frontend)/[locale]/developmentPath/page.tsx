import type { Metadata } from 'next'
import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { TextPageLayout } from '@/components/textPage/TextPageLayout'
import { textPageMetadata } from '@/components/textPage/textPageMetadata'
import { Timeline } from '@/components/ui/Timeline'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { getMilestones, getTextPage } from '@/lib/content.server'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'company' })
  return textPageMetadata(locale, 'developmentPath', 'developmentPath', t('developmentDescription'))
}

export default async function DevelopmentPathPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'company' })
  const [content, milestones] = await Promise.all([getTextPage(locale, 'developmentPath'), getMilestones(locale, 'development')])
  return (
    <TextPageLayout locale={locale} page="developmentPath" content={content} emptyText="">
      {content?.image && (
        <Image
          src={content.image.src}
          width={content.image.width}
          height={content.image.height}
          alt={content.image.alt || t('timelineImage')}
          sizes="(min-width: 1152px) 1104px, 100vw"
          className="mb-12 h-auto w-full rounded-lg"
        />
      )}
      <section aria-labelledby="milestones">
        <h2 id="milestones" className="mb-8 text-2xl font-bold text-brand">
          {t('milestones')}
        </h2>
        <Timeline milestones={milestones} />
      </section>
    </TextPageLayout>
  )
}
