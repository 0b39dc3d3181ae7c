import { textPage } from '@/app/(frontend)/[locale]/_pages/textPage.server'
import { ServiceRequestCallout } from '@/features/serviceRequests/components/ServiceRequestLinks'

const { generateMetadata, TextPage } = textPage('repairMaintenance', {
  description: 'services.repairDescription',
  emptyText: 'company.notWritten',
  after: ServiceRequestCallout,
  contactCall: true,
})

export { generateMetadata }
export default TextPage
