import { textPage } from '@/components/textPage/textPage'

const { generateMetadata, TextPage } = textPage('upgradeTransformation', {
  description: 'services.upgradeDescription',
  emptyText: 'company.notWritten',
  sectionsAs: 'list',
  contactCall: true,
})

export { generateMetadata }
export default TextPage
