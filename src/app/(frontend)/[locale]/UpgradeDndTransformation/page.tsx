import { textPage } from '@/app/(frontend)/[locale]/_pages/textPage'

const { generateMetadata, TextPage } = textPage('upgradeTransformation', {
  description: 'services.upgradeDescription',
  emptyText: 'company.notWritten',
  sectionsAs: 'list',
  contactCall: true,
})

export { generateMetadata }
export default TextPage
