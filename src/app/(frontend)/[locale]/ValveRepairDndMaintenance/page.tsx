import { textPage } from '@/components/textPage/textPage'

const { generateMetadata, TextPage } = textPage('repairMaintenance', {
  description: 'services.repairDescription',
  emptyText: 'company.notWritten',
  contactCall: true,
})

export { generateMetadata }
export default TextPage
