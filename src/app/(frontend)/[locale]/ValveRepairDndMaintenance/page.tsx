import { textPage } from '@/app/(frontend)/[locale]/_pages/textPage'

const { generateMetadata, TextPage } = textPage('repairMaintenance', {
  description: 'services.repairDescription',
  emptyText: 'company.notWritten',
  contactCall: true,
})

export { generateMetadata }
export default TextPage
