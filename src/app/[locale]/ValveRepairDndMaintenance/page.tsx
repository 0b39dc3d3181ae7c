import { textPage } from '@/app/[locale]/_pages/textPage.server'
import { ServiceRequestCallout } from '@/features/serviceRequests/components/ServiceRequestLinks'

const { generateMetadata, TextPage } = textPage('repairMaintenance', {
  description: 'services.repairDescription',
  emptyText: 'company.notWritten',
  after: ServiceRequestCallout,
  // the other services: each service page is linked from the others, not from the menu's dropdown alone
  links: { heading: 'services.more', to: ['upgrade', 'serviceCenter'] },
  contactCall: true,
})

export { generateMetadata }
export default TextPage
