import { getTranslations } from 'next-intl/server'

import { textPage } from '@/app/[locale]/_pages/textPage.server'
import { TextPageSection } from '@/components/textPage/TextPageSection'
import { Timeline } from '@/components/textPage/Timeline'
import { getMilestones } from '@/features/content/content.server'

/** /PresysProcess: the partner's history by year, with links to home and the Presys range. */
const { generateMetadata, TextPage } = textPage('presysProcess', {
  description: 'catalogue.meta.presysProcess',
  links: { heading: 'catalogue.related', to: ['home', 'presys'] },
  after: async ({ locale }) => {
    const [t, milestones] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getMilestones(locale, 'presysProcess')])
    return (
      <TextPageSection id="presys-timeline" heading={t('presys.timeline')} timeline>
        <Timeline milestones={milestones} />
      </TextPageSection>
    )
  },
})

export { generateMetadata }
export default TextPage
