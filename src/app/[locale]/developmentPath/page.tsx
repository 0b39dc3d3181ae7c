import { getTranslations } from 'next-intl/server'

import { textPage } from '@/app/[locale]/_pages/textPage.server'
import { TextPageSection } from '@/components/textPage/TextPageSection'
import { Img } from '@/ui/Img'
import { Timeline } from '@/components/textPage/Timeline'
import { getMilestones } from '@/features/content/content.server'

const { generateMetadata, TextPage } = textPage('developmentPath', {
  description: 'company.developmentDescription',
  after: async ({ locale, content }) => {
    const [t, milestones] = await Promise.all([getTranslations({ locale, namespace: 'company' }), getMilestones(locale, 'development')])
    return (
      <>
        {content?.image && (
          <Img
            src={content.image.src}
            width={content.image.width}
            height={content.image.height}
            alt={content.image.alt || t('timelineImage')}
            sizes="(min-width: 1152px) 1104px, 100vw"
            className="mb-12 h-auto w-full rounded-lg"
          />
        )}
        <TextPageSection id="milestones" heading={t('milestones')} timeline flush>
          <Timeline milestones={milestones} />
        </TextPageSection>
      </>
    )
  },
})

export { generateMetadata }
export default TextPage
