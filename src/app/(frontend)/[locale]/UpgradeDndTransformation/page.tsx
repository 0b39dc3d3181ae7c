import { textPage } from '@/app/(frontend)/[locale]/_pages/textPage.server'
import { ServiceRequestCallout } from '@/features/serviceRequests/components/ServiceRequestLinks'

const { generateMetadata, TextPage } = textPage('upgradeTransformation', {
  description: 'services.upgradeDescription',
  emptyText: 'company.notWritten',
  sectionsAs: 'list',
  after: ServiceRequestCallout,
  contactCall: true,
})

export { generateMetadata }
export default TextPage
