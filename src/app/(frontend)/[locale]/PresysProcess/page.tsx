import { getTranslations } from 'next-intl/server'

import { textPage } from '@/components/textPage/textPage'
import { Timeline } from '@/components/ui/Timeline'
import { getMilestones } from '@/lib/content.server'

/** /PresysProcess: the partner's history by year, with links to home and the Presys range. */
const { generateMetadata, TextPage } = textPage('presysProcess', {
  description: 'catalogue.meta.presysProcess',
  links: { heading: 'catalogue.related', to: ['home', 'presys'] },
  after: async ({ locale }) => {
    const [t, milestones] = await Promise.all([getTranslations({ locale, namespace: 'catalogue' }), getMilestones(locale, 'presysProcess')])
    return (
      <section aria-labelledby="presys-timeline" className="mt-12">
        <h2 id="presys-timeline" className="mb-8 text-2xl font-bold text-brand">
          {t('presys.timeline')}
        </h2>
        <Timeline milestones={milestones} />
      </section>
    )
  },
})

export { generateMetadata }
export default TextPage
