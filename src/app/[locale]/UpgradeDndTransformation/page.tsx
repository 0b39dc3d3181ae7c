import { textPage } from '@/app/[locale]/_pages/textPage.server'
import { ServiceRequestCallout } from '@/features/serviceRequests/components/ServiceRequestLinks'

const { generateMetadata, TextPage } = textPage('upgradeTransformation', {
  description: 'services.upgradeDescription',
  emptyText: 'company.notWritten',
  sectionsAs: 'list',
  after: ServiceRequestCallout,
  // the other services: each service page is linked from the others, not from the menu's dropdown alone
  links: { heading: 'services.more', to: ['repair', 'serviceCenter'] },
  contactCall: true,
})

export { generateMetadata }
export default TextPage
