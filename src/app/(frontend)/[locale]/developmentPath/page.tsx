import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { textPage } from '@/components/textPage/textPage'
import { Timeline } from '@/components/ui/Timeline'
import { getMilestones } from '@/lib/content.server'

const { generateMetadata, TextPage } = textPage('developmentPath', {
  description: 'company.developmentDescription',
  after: async ({ locale, content }) => {
    const [t, milestones] = await Promise.all([getTranslations({ locale, namespace: 'company' }), getMilestones(locale, 'development')])
    return (
      <>
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
      </>
    )
  },
})

export { generateMetadata }
export default TextPage
